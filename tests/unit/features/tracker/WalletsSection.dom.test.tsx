// @vitest-environment happy-dom
/**
 * "My wallets" on /tracker (src/features/tracker/WalletsSection.tsx): the list, the form that adds
 * a wallet, its refusals at their field, secrets emptied from the field at once, and removal.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { appDb } from '../../../../src/db/connection/app-db';
import { GUEST_OWNER } from '../../../../src/db/tracking/rows';
import { saveWallet } from '../../../../src/db/tracking/wallets';
import { WalletsSection } from '../../../../src/features/tracker/WalletsSection';
import { secretWarning } from '../../../../src/schemas/secrets';

const EVM_LOWER = '0x52908400098527886e0f7030069857d2e4169ee7';
const EVM_CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const PRIVATE_KEY = '4c0883a69102937d6231471b5dbb6204fe512961708279f1d8b1e2b8a5f0f3c1';
const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

const field = (name: 'Label' | 'Address') => screen.getByLabelText<HTMLInputElement>(name);
const chain = () => screen.getByLabelText<HTMLSelectElement>('Chain');
const addButton = () => screen.getByRole('button', { name: 'Add wallet' });

function fillForm(label: string, chainValue: string, address: string): void {
  fireEvent.change(field('Label'), { target: { value: label } });
  fireEvent.change(chain(), { target: { value: chainValue } });
  fireEvent.change(field('Address'), { target: { value: address } });
}

/** The texts an element's aria-describedby points to. */
function description(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await appDb.wallets.clear();
});

describe('My wallets', () => {
  it('says what wallets are for, and that they stay in the browser, while there are none', async () => {
    render(<WalletsSection />);
    expect(screen.getByRole('heading', { name: 'My wallets' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Add the public addresses you farm with: then each task can be ticked per wallet.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/never leave this browser/)).toBeTruthy();
    expect(
      within(chain())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['EVM', 'Solana', 'Bitcoin', 'Other']);
  });

  it('adds a wallet: shown with its chain and its checksummed address, the form cleared, announced', async () => {
    render(<WalletsSection />);
    fillForm('Main', 'evm', EVM_LOWER);
    fireEvent.click(addButton());
    const list = await screen.findByRole('list', { name: 'Wallets' });
    expect(within(list).getByText('Main')).toBeTruthy();
    expect(within(list).getByText('EVM')).toBeTruthy();
    expect(within(list).getByText(EVM_CHECKSUMMED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Main' })).toBeTruthy();
    expect(screen.getByText('Wallet added').getAttribute('role')).toBe('status');
    expect([field('Label').value, field('Address').value]).toEqual(['', '']);
    expect(document.activeElement).toBe(field('Label'));
  });

  it('shows a refusal at its field, described by it, and stores nothing', async () => {
    render(<WalletsSection />);
    fillForm('Main', 'evm', EVM_CHECKSUMMED.replace('E0F', 'e0F'));
    fireEvent.click(addButton());
    const message = 'Not a valid EVM address: the checksum does not match';
    await screen.findByText(message);
    expect(field('Address').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Address'))).toEqual([message]);
    expect(field('Label').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Address'));
    expect(await appDb.wallets.count()).toBe(0);
    // Typing again takes the refusal away.
    fireEvent.change(field('Address'), { target: { value: EVM_LOWER } });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('empties a field the moment a secret is typed or pasted into it, and warns in an alert', async () => {
    render(<WalletsSection />);
    fireEvent.change(field('Label'), { target: { value: PRIVATE_KEY } });
    expect(field('Label').value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe(secretWarning('private key'));
    expect(description(field('Label'))).toContain(secretWarning('private key'));

    const paste = fireEvent.paste(field('Address'), {
      clipboardData: { getData: () => `  ${PHRASE} ` },
    });
    expect(paste).toBe(false); // kept out of the field, not put in and taken out
    expect(field('Address').value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe(secretWarning('recovery phrase'));

    // Typed word by word, the twelfth word makes it a phrase: the whole field goes.
    const words = PHRASE.split(' ');
    fireEvent.change(field('Address'), { target: { value: words.slice(0, 11).join(' ') } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(field('Address'), { target: { value: PHRASE } });
    expect(field('Address').value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe(secretWarning('recovery phrase'));

    // Nothing of it is left to submit.
    fireEvent.change(field('Label'), { target: { value: 'Main' } });
    fireEvent.click(addButton());
    expect(await screen.findByText("Enter the wallet's public address.")).toBeTruthy();
    expect(await appDb.wallets.count()).toBe(0);
  });

  it('lets an ordinary paste through to the field', () => {
    render(<WalletsSection />);
    const paste = fireEvent.paste(field('Address'), { clipboardData: { getData: () => SOLANA } });
    expect(paste).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a wallet only once confirmed, and focus goes to the next Remove button', async () => {
    await saveWallet(appDb, GUEST_OWNER, { label: 'Farm', chain: 'solana', address: SOLANA });
    await saveWallet(appDb, GUEST_OWNER, { label: 'Main', chain: 'evm', address: EVM_LOWER });
    render(<WalletsSection />);
    const remove = await screen.findByRole('button', { name: 'Remove Farm' });
    // happy-dom has no window.confirm: the visitor's answer stands in for it.
    const confirm = vi.fn<(message: string) => boolean>().mockReturnValueOnce(false);
    vi.stubGlobal('confirm', confirm);
    remove.focus();
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith(
      'Remove the wallet “Farm”? The steps ticked for it lose those ticks. This cannot be undone.',
    );
    expect(await appDb.wallets.count()).toBe(2);
    expect(screen.getByRole('button', { name: 'Remove Farm' })).toBeTruthy();

    confirm.mockReturnValueOnce(true);
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Farm' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Main' }));
    await waitFor(() => expect(screen.getByText('Wallet removed')).toBeTruthy());
    expect((await appDb.wallets.toArray()).filter((row) => !row.removed)).toHaveLength(1);
  });
});
