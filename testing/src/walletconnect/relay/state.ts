// The relay's memory: subscriptions keyed by client id (they outlive a dropped socket) and a mailbox
// per topic, so a message published before its reader subscribes is delivered when it does.
import { createHash } from 'node:crypto';
import type { RelayMessage } from './messages';

/** Subscription id = sha256(topic + clientId), the id clients compute themselves. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256').update(topic + clientId).digest('hex');
}

export class RelayState {
  private readonly subscribers = new Map<string, Set<string>>();
  private readonly mailbox = new Map<string, { from: string; message: RelayMessage }[]>();
  /** `${clientId} ${topic} ${message}` of every message already delivered. */
  private readonly delivered = new Set<string>();

  subscribe(clientId: string, topic: string): string {
    let clients = this.subscribers.get(topic);
    if (!clients) this.subscribers.set(topic, (clients = new Set()));
    clients.add(clientId);
    return subscriptionId(topic, clientId);
  }

  unsubscribe(clientId: string, topic: string): void {
    this.subscribers.get(topic)?.delete(clientId);
  }

  /** Stores the message; returns the subscribed clients other than its publisher. */
  publish(publisher: string, message: RelayMessage): string[] {
    const box = this.mailbox.get(message.topic) ?? [];
    box.push({ from: publisher, message });
    this.mailbox.set(message.topic, box);
    return [...(this.subscribers.get(message.topic) ?? [])].filter((client) => client !== publisher);
  }

  /** Messages on `topic` the client has not received yet (marked delivered by {@link markDelivered}). */
  pending(clientId: string, topic: string): RelayMessage[] {
    return (this.mailbox.get(topic) ?? [])
      .filter(({ from, message }) => from !== clientId && !this.isDelivered(clientId, message))
      .map(({ message }) => message);
  }

  markDelivered(clientId: string, message: RelayMessage): void {
    this.delivered.add(`${clientId} ${message.topic} ${message.message}`);
  }

  isDelivered(clientId: string, message: RelayMessage): boolean {
    return this.delivered.has(`${clientId} ${message.topic} ${message.message}`);
  }
}
