// The home page, rendered on the server; <App /> is a client component that reads the wallet's state.
import { App } from '../App';

export default function Home() {
  return <App />;
}
