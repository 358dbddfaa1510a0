import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_TEXTS, WALLET_ERROR_TEXTS } from './account-answer-texts';

describe('the account calls’ refusal texts', () => {
  it('call the wallet what its page calls it, "Geldbörse", never the English "Wallet"', () => {
    const texts = [...Object.values(WALLET_ERROR_TEXTS), ...Object.values(ACCOUNT_ERROR_TEXTS)];
    expect(texts.filter((text) => /wallet/i.test(text))).toEqual([]);
    expect(WALLET_ERROR_TEXTS[1010]).toBe('Zu Ihrem Kundenkonto gibt es keine Geldbörse. Bitte wenden Sie sich an unseren Kundenservice.');
    expect(WALLET_ERROR_TEXTS[1014]).toMatch(/^In Ihrer Geldbörse haben höchstens \d+ Gutscheine Platz\./);
  });
});
