/** What the wallet form keeps of a change (src/features/tracker/wallet-form.ts). */
import { describe, expect, it } from 'vitest';

import { screened } from '../../../../src/features/tracker/wallet-form';
import { secretWarning } from '../../../../src/schemas/secrets';

const PRIVATE_KEY = '4c0883a69102937d6231471b5dbb6204fe512961708279f1d8b1e2b8a5f0f3c1';
const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

describe('a wallet field screening what was typed or pasted', () => {
  it('keeps ordinary text as it is, spaces included', () => {
    expect(screened(' Farming 2 ')).toEqual({ value: ' Farming 2 ', warning: null });
    expect(screened('0x52908400098527886e0f7030069857d2e4169ee7')).toMatchObject({ warning: null });
  });

  it('drops a private key or a recovery phrase whole, with the warning for its kind', () => {
    expect(screened(PRIVATE_KEY)).toEqual({ value: '', warning: secretWarning('private key') });
    expect(screened(`main ${PHRASE}`)).toEqual({
      value: '',
      warning: secretWarning('recovery phrase'),
    });
  });
});
