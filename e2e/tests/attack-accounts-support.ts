import { connect } from 'node:net';
import type { Page } from '@playwright/test';
import type { ApiAnswer } from './fixtures';

/*
 * What the attack suite's accounts spec (attack-accounts.spec.ts) tries with: the common passwords, the
 * addresses that have an account, the registration's body, the mails sent, and a socket for the bodies a
 * browser cannot send.
 */

/**
 * Common passwords, each in the list the backend refuses (the `passwords-common` dictionary of
 * zxcvbn-ts), with the case and the blanks around them changed as a shopper might type them.
 */
export const COMMON_PASSWORDS = [
  'password1', 'Passwort', ' PASSWORT1 ', '12345678', '123456789', 'qwertyuiop', 'Iloveyou', 'sunshine', 'football',
  'baseball', 'Superman', 'trustno1', '1qaz2wsx', 'starwars', 'princess', 'hallo123', 'michael1', 'Schalke04', 'fussball', 'master123',
  'letmein1', 'abcd1234', 'asdfghjk', 'whatever', '11111111', 'Sunshine1', 'liverpool', 'dragon123', 'monkey123', 'welcome1',
];

/** Demo customers of the seed: addresses that have an account (backend README, demo customers). */
export const ACCOUNT_ADDRESSES = ['kundin@frischmarkt.example', 'neu@frischmarkt.example', 'club@frischmarkt.example', 'warenkorb@frischmarkt.example', 'gesperrt@frischmarkt.example'];

/** The registration's body as the form sends it, for an address and a password. */
export function registration(email: string, password: string) {
  return {
    salutation: 'Female', firstName: 'Mara', lastName: 'Lauscher', streetName: 'Neubaugasse', streetNumber: '9', postalCode: '1070', city: 'Wien',
    country: 'AT', email, phoneNumber: '+436641112299', birthdate: '1987-04-04', password, gender: 'Female', hasClubCard: false, hasActivationCode: false,
  };
}

export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.at`;
}

/** Whether an answer is the common-password refusal: 400 `validation` naming `field` with the rule message. */
export function refusedAsCommon(answer: ApiAnswer, field: string): boolean {
  const issues = (answer.body as { customPayload?: { issues?: Array<{ path: string; message: string }> } } | null)?.customPayload?.issues ?? [];
  return answer.status === 400 && issues.some((issue) => issue.path === field && issue.message === 'validation.commonPassword');
}

export async function mailsTo(page: Page, email: string): Promise<Array<{ kind: string; link: string; text: string }>> {
  return (await (await page.request.get(`/__test/mails?to=${encodeURIComponent(email)}`)).json()).mails;
}



/**
 * Speaks HTTP/1.1 to the shop on a socket of its own, for what a browser or
 * Playwright's request cannot send: a head whose body never comes, a chunked
 * body. The answer's status (0 when none came within 5 s) and whether the
 * server then closed the connection.
 */
export function overSocket(host: string, port: number, head: string, body: Buffer | undefined): Promise<{ status: number; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    let received = '';
    let status = 0;
    const done = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, closedByServer });
    };
    const timer = setTimeout(() => done(false), 5_000);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
    });
    socket.on('end', () => done(true));
    socket.on('error', () => done(false));
    socket.write(head);
    if (body) socket.write(body);
  });
}
