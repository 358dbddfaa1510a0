import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { parseRuleMessage, ruleMessage, translateRuleMessage } from './rule-message';

describe('rule messages', () => {
  it('encode a key with positional parameters and read back the same', () => {
    expect(ruleMessage('validation.maxLength', 24)).toBe('validation.maxLength|24');
    expect(parseRuleMessage('validation.maxLength|24')).toEqual({ key: 'validation.maxLength', params: ['24'] });
    expect(parseRuleMessage('validation.required')).toEqual({ key: 'validation.required', params: [] });
  });

  it('translate through the message bundle with {0}-style parameters', () => {
    const { t } = createI18n({ 'validation.maxLength': 'Maximal {0} Zeichen' });
    expect(translateRuleMessage(ruleMessage('validation.maxLength', 24), t)).toBe('Maximal 24 Zeichen');
  });
});
