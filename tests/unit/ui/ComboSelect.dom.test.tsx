// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ComboSelect } from '../../../src/ui/ComboSelect';

const OPTIONS = [
  { value: 'all', label: 'All wallets' },
  { value: 'w1', label: 'Main' },
  { value: 'w2', label: 'Burner' },
];

function renderCombo(value = 'all') {
  const onChange = vi.fn();
  render(<ComboSelect label="Wallet" value={value} options={OPTIONS} onChange={onChange} />);
  return { onChange, field: screen.getByLabelText<HTMLInputElement>('Wallet') };
}

describe('a combo field in place of a long select', () => {
  afterEach(cleanup);

  it('shows the chosen option and offers every option only while it has focus', () => {
    const { field } = renderCombo('w2');
    expect(field.value).toBe('Burner');
    expect(document.querySelectorAll('datalist option')).toHaveLength(0);
    fireEvent.focus(field);
    expect(
      [...document.querySelectorAll('datalist option')].map((option) =>
        option.getAttribute('value'),
      ),
    ).toEqual(['All wallets', 'Main', 'Burner']);
  });

  it('chooses a typed name on Enter, whatever its case, and nothing while it is being typed', () => {
    const { field, onChange } = renderCombo();
    fireEvent.input(field, { target: { value: 'main ' }, inputType: 'insertText' });
    expect(field.value).toBe('main ');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('w1');
  });

  it('says a name matches nothing, changes nothing, and goes back to the choice on Escape', () => {
    const { field, onChange } = renderCombo('w1');
    fireEvent.change(field, { target: { value: 'Ledger' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('No wallet is called that.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.value).toBe('Main');
    expect(screen.queryByText('No wallet is called that.')).toBeNull();
  });

  it('reads an emptied field as the first option when it loses focus', () => {
    const { field, onChange } = renderCombo('w1');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith('all');
  });
});
