import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contentBlockFieldSchemas } from './content-block-fields';
import { CONTENT_BLOCK_TYPES, contentBlockTypeOf, normalizeBlockType } from './content-block-types';
import { base64DecodedBytes, contactUploadSchema } from './contact-form-block';
import { submitContactForm } from './operations/submit-contact-form';
import { submitQuestionnaire } from './operations/submit-questionnaire';

const contactSubmissionSchema = submitContactForm.body;
const questionnaireSubmissionSchema = submitQuestionnaire.body;

describe('content block types (doc 1 §2)', () => {
  it('reads the spellings of the content system as the remote’s kebab case', () => {
    expect(contentBlockTypeOf('product group')).toBe('product-group');
    expect(contentBlockTypeOf('custom HTML')).toBe('custom-html');
    expect(contentBlockTypeOf('customHTML')).toBe('custom-html');
    expect(contentBlockTypeOf('loyalty-club link button')).toBe('loyalty-club-link-button');
    expect(contentBlockTypeOf(' Cookie_Settings_Button ')).toBe('cookie-settings-button');
    expect(contentBlockTypeOf('userMessage')).toBe('user-message');
    expect(contentBlockTypeOf('hologram')).toBeUndefined();
  });

  it('knows every type by its own name, and normalising is stable', () => {
    for (const type of CONTENT_BLOCK_TYPES) expect(contentBlockTypeOf(type)).toBe(type);
    fc.assert(
      fc.property(fc.string(), (type) => {
        const once = normalizeBlockType(type);
        expect(normalizeBlockType(once)).toBe(once);
        const known = contentBlockTypeOf(type);
        if (known) expect(CONTENT_BLOCK_TYPES).toContain(known);
      }),
      { numRuns: 1000 },
    );
  });

  it('has a field schema for every type; images need their size', () => {
    expect(Object.keys(contentBlockFieldSchemas).sort()).toEqual([...CONTENT_BLOCK_TYPES].sort());
    expect(z.safeParse(contentBlockFieldSchemas.image, { src: '/a.png', alt: '', width: 320, height: 160 }).success).toBe(true);
    expect(z.safeParse(contentBlockFieldSchemas.image, { src: '/a.png', alt: '' }).success).toBe(false);
    expect(z.safeParse(contentBlockFieldSchemas.video, { provider: 'youtube', title: 'Film' }).success).toBe(false);
    expect(z.safeParse(contentBlockFieldSchemas.section, { backgroundColor: 'red;background:url(x)' }).success).toBe(false);
    expect(z.parse(contentBlockFieldSchemas.script, { src: 'https://x.example/a.js' }).consent).toBe('marketing');
  });
});

describe('content form submissions', () => {
  it('counts the bytes base64 decodes to', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(base64DecodedBytes(Buffer.from(bytes).toString('base64'))).toBe(bytes.length);
      }),
      { numRuns: 1000 },
    );
  });

  it('takes pdf, jpeg and png uploads whose content has the given size, at most 10,000,000 bytes (doc 2 §5)', () => {
    const upload = (overrides: Record<string, unknown>) => ({ name: 'a.pdf', type: 'application/pdf', size: 3, content: 'YWJj', ...overrides });
    expect(z.safeParse(contactUploadSchema, upload({})).success).toBe(true);
    expect(z.safeParse(contactUploadSchema, upload({ size: 4 })).success).toBe(false);
    expect(z.safeParse(contactUploadSchema, upload({ type: 'text/html' })).success).toBe(false);
    expect(z.safeParse(contactUploadSchema, upload({ size: 10_000_001 })).success).toBe(false);
    expect(z.safeParse(contactUploadSchema, upload({ content: 'YW<>' })).success).toBe(false);
    const message = { firstname: 'Anna', email: 'a@b.at', contactgroup: 'order', text: 'Hallo' };
    expect(z.safeParse(contactSubmissionSchema, { ...message, files: [upload({}), upload({}), upload({})] }).success).toBe(true);
    expect(z.safeParse(contactSubmissionSchema, { ...message, files: [upload({}), upload({}), upload({}), upload({})] }).success).toBe(false);
    expect(z.safeParse(contactSubmissionSchema, { ...message, email: '' }).success).toBe(false);
  });

  it('takes a questionnaire age only as an integer above 0 and below 100 (doc 2 §5)', () => {
    const answers = { questionnaireId: 'q', answers: { rating: 'good', services: ['delivery'] } };
    for (const age of ['1', '99', 42, '']) expect(z.safeParse(questionnaireSubmissionSchema, { ...answers, age }).success, String(age)).toBe(true);
    for (const age of ['0', '100', '4.5', 'alt', 100]) expect(z.safeParse(questionnaireSubmissionSchema, { ...answers, age }).success, String(age)).toBe(false);
  });
});
