// A test as an app's own suite writes it: the wallet world from @wallet-modal/testing/playwright, the
// page driven by role and name.
import { expect, test } from '@wallet-modal/testing/playwright';

const [localPort, baseSepoliaPort] = (process.env.CHAIN_PORTS ?? '').split(',').map(Number);

test.use({ walletWorldOptions: { chains: [{ chainId: 31337, port: localPort }, { chainId: 84532, port: baseSepoliaPort }] } });

test('connects the Dev Wallet, follows a chain switch made in the wallet, and reports a rejected signature', async ({ page, walletModal, devWallet }) => {
  await page.goto('/');
  await walletModal.connect('Dev Wallet');
  const short = `${devWallet.address.slice(0, 4)}…${devWallet.address.slice(-6)}`;
  await expect(page.getByRole('button', { name: `Account ${short}` })).toBeVisible();

  await devWallet.switchChain(84532);
  await expect(page.getByText('Base Sepolia', { exact: true }).first()).toBeVisible();

  await devWallet.reject('personal_sign');
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expect(page.getByRole('alert')).toContainText(/rejected/i);
});
