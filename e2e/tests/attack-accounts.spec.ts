import { ACCOUNT_ADDRESSES, COMMON_PASSWORDS, mailsTo, overSocket, refusedAsCommon, registration, uniqueEmail } from './attack-accounts-support';
import { api, apiAnswer, expect, newCustomer, slot, test } from './fixtures';

/*
 * The hardening of accounts, codes and uploads, tried as an attacker would:
 * the most common passwords wherever a password is set, registration as a
 * way to learn which addresses have an account, discount codes stacked on one
 * cart, and upload bodies cut off, broken or larger than any upload can be.
 * Every check is counted, and each class counts what was tried and what was
 * refused; after the last test one line per class is printed.
 */

const CHUNK = { timeout: 20_000 };
const checks = { passed: 0, total: 0 };

/** A named check: counted, and failing the test when it does not hold. */
function check(name: string, holds: boolean, detail: unknown = ''): void {
  checks.total += 1;
  if (holds) checks.passed += 1;
  expect(holds, `${name} ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`).toBe(true);
}

/** What each class of attack tried and how much of it was refused (or, for enumeration, answered alike). */
const tally = {
  commonPasswords: { tried: 0, refused: 0 },
  enumeration: { tried: 0, alike: 0, ownerMails: 0 },
  stacking: { tried: 0, refused: 0 },
  uploads: { tried: 0, refused: 0, serverErrors: 0 },
};

// In order, in one worker, so the summary lines after the last test add up every class.
test.describe.configure({ mode: 'default' });

test.describe('attack suite: accounts, discount codes and uploads', () => {
  test('common passwords: refused at registration, at the reset link and at the password change; a good one still passes', async ({ page }) => {
    test.slow();
    await page.goto('/gibt-es-nicht-seite');
    for (const password of COMMON_PASSWORDS) {
      const email = uniqueEmail('haeufig');
      const answer = await apiAnswer(page, 'POST', '/api/customers', registration(email, password));
      tally.commonPasswords.tried += 1;
      if (refusedAsCommon(answer, 'password')) tally.commonPasswords.refused += 1;
      check(`registration with ${JSON.stringify(password)}: 400 at password`, refusedAsCommon(answer, 'password'), answer.text);
      // No account was opened: the address is unknown to the login (an unconfirmed account would answer 403).
      const login = await apiAnswer(page, 'POST', '/api/auth/login', { email, password });
      check(`registration with ${JSON.stringify(password)}: no account`, login.status === 401, login.status);
    }

    // A customer of its own, with a reset link: every common password refused, the link kept for a good one.
    const email = uniqueEmail('zuruecksetzen');
    await api(page, 'POST', '/api/customers', registration(email, 'Einkauf2026!'));
    await api(page, 'POST', '/api/customers/password-reset', { email });
    const [resetMail] = (await mailsTo(page, email)).filter((mail) => mail.kind === 'password-reset');
    const token = new URL(resetMail!.link).searchParams.get('token');
    for (const password of COMMON_PASSWORDS.slice(0, 10)) {
      const answer = await apiAnswer(page, 'POST', '/api/customers/password-reset/confirm', { token, password });
      tally.commonPasswords.tried += 1;
      if (refusedAsCommon(answer, 'password')) tally.commonPasswords.refused += 1;
      check(`reset link with ${JSON.stringify(password)}: 400 at password`, refusedAsCommon(answer, 'password'), answer.text);
    }
    const chosen = await apiAnswer(page, 'POST', '/api/customers/password-reset/confirm', { token, password: 'Sommerfrische!7' });
    check('the reset link still sets a good password', chosen.status === 204, chosen.text);

    await api(page, 'POST', '/api/auth/login', { email, password: 'Sommerfrische!7' });
    for (const password of COMMON_PASSWORDS.slice(10, 20)) {
      const answer = await apiAnswer(page, 'PUT', '/api/customers/password', { oldPassword: 'Sommerfrische!7', newPassword: password });
      tally.commonPasswords.tried += 1;
      if (refusedAsCommon(answer, 'newPassword')) tally.commonPasswords.refused += 1;
      check(`password change to ${JSON.stringify(password)}: 400 at newPassword`, refusedAsCommon(answer, 'newPassword'), answer.text);
    }
    const changed = await apiAnswer(page, 'PUT', '/api/customers/password', { oldPassword: 'Sommerfrische!7', newPassword: 'Herbstlaub!8' });
    check('a good new password is taken', changed.status === 204, changed.text);
    // The demo password every seed and journey uses is none of them.
    const demo = await apiAnswer(page, 'POST', '/api/customers', registration(uniqueEmail('demo'), 'Einkauf2026!'));
    check('the demo password is not refused', demo.status === 202, demo.text);
  });

  test('common passwords in the shop: the registration, the reset page and the password change say so at the field', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    const message = 'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wählen Sie ein anderes.';

    await page.goto('/registrieren');
    const form = slot(page, 'route:registration');
    await expect(form.getByRole('heading', { name: 'Kundenkonto anlegen' })).toBeVisible(CHUNK);
    await form.getByLabel('Vorname *', { exact: true }).fill('Mara');
    await form.getByLabel('Nachname *', { exact: true }).fill('Lauscher');
    await form.getByRole('radiogroup', { name: 'Geschlecht *' }).getByLabel('weiblich').check();
    await form.getByLabel('Straße *', { exact: true }).fill('Neubaugasse');
    await form.getByLabel('Hausnummer *', { exact: true }).fill('9');
    await form.getByLabel('PLZ *', { exact: true }).fill('1070');
    await form.getByLabel('Ort *', { exact: true }).fill('Wien');
    await form.getByLabel('E-Mail-Adresse *', { exact: true }).fill(uniqueEmail('formular'));
    await form.getByLabel('Passwort *', { exact: true }).fill('Password1');
    await form.getByRole('radiogroup', { name: /Kundenkarte/ }).getByLabel('Nein').check();
    await form.getByRole('radiogroup', { name: /Aktivierungscode/ }).getByLabel('Nein').check();
    await form.getByRole('button', { name: 'Konto anlegen' }).click();
    const password = form.getByLabel('Passwort *', { exact: true });
    await expect(password).toHaveAccessibleDescription(new RegExp(message), CHUNK);
    await expect(password).toBeFocused();
    check('registration page: the refusal at the password field', true);
    check('registration page: what was typed stays', (await form.getByLabel('Nachname *', { exact: true }).inputValue()) === 'Lauscher');

    // The reset page: a customer of its own opens the mailed link and tries a common password.
    const email = uniqueEmail('seite');
    await api(page, 'POST', '/api/customers', registration(email, 'Einkauf2026!'));
    await api(page, 'POST', '/api/customers/password-reset', { email });
    const link = new URL((await mailsTo(page, email)).find((mail) => mail.kind === 'password-reset')!.link);
    await page.goto(`${link.pathname}${link.search}`);
    const reset = slot(page, 'route:password-reset');
    await expect(reset.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible(CHUNK);
    await reset.getByLabel('Neues Passwort', { exact: true }).fill('Sunshine1');
    await reset.getByLabel('Neues Passwort wiederholen').fill('Sunshine1');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(reset.getByLabel('Neues Passwort', { exact: true })).toHaveAccessibleDescription(new RegExp(message), CHUNK);
    check('reset page: the refusal at the new password field', true);
    // The link is still good: a better password is saved.
    await reset.getByLabel('Neues Passwort', { exact: true }).fill('Sommerfrische!7');
    await reset.getByLabel('Neues Passwort wiederholen').fill('Sommerfrische!7');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(reset.getByText('Ihr neues Passwort ist gespeichert.', { exact: false })).toBeVisible(CHUNK);
    check('reset page: the link still sets a good password', true);

    // The password change in the profile.
    await newCustomer(page);
    await page.goto('/konto/persoenliche-daten');
    const change = slot(page, 'route:profile').getByRole('region', { name: 'Passwort ändern' });
    await expect(change.getByLabel('Bisheriges Passwort')).toBeVisible(CHUNK);
    await change.getByLabel('Bisheriges Passwort').fill('Einkauf2026!');
    await change.getByLabel('Neues Passwort', { exact: true }).fill('Iloveyou');
    await change.getByLabel('Neues Passwort wiederholen').fill('Iloveyou');
    await change.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(change.getByLabel('Neues Passwort', { exact: true })).toHaveAccessibleDescription(new RegExp(message), CHUNK);
    check('password change: the refusal at the new password field', true);
  });

  test('registration enumeration: an address with an account answers exactly as a new one; its owner is mailed instead', async ({ page }) => {
    test.slow();
    await page.goto('/gibt-es-nicht-seite');
    // The whole answer as it travels, Set-Cookie included (a page's fetch cannot see that header).
    const register = async (email: string) => {
      // The token as the browser holds it now: it is bound to the session, which the logins below change.
      await apiAnswer(page, 'GET', '/api/csrf');
      const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
      const response = await page.request.post('/api/customers', {
        headers: { 'x-xsrf-token': token, 'idempotency-key': crypto.randomUUID() },
        data: registration(email, 'Sommerfrische!7'),
        failOnStatusCode: false,
      });
      const headers = response.headersArray().filter(({ name }) => ['content-type', 'content-length', 'set-cookie'].includes(name.toLowerCase()));
      return { status: response.status(), headers, text: await response.text() };
    };
    const fresh = await register(uniqueEmail('neu'));
    check('a new address: 202 without a body or a cookie', fresh.status === 202 && fresh.text === '' && !fresh.headers.some(({ name }) => name.toLowerCase() === 'set-cookie'), fresh);
    for (const address of ACCOUNT_ADDRESSES) {
      // As an attacker types it: another case, with a password of their own.
      for (const typed of [address, address.toUpperCase()]) {
        const mailsBefore = (await mailsTo(page, address)).filter((mail) => mail.kind === 'account-exists').length;
        const answer = await register(typed);
        tally.enumeration.tried += 1;
        const alike = JSON.stringify(answer) === JSON.stringify(fresh);
        if (alike) tally.enumeration.alike += 1;
        check(`${typed}: answered as a new address`, alike, { answer, fresh });
        const mails = (await mailsTo(page, address)).filter((mail) => mail.kind === 'account-exists');
        if (mails.length === mailsBefore + 1) tally.enumeration.ownerMails += 1;
        check(`${typed}: its owner got one mail`, mails.length === mailsBefore + 1, mails.length - mailsBefore);
        check(`${typed}: the mail says there is an account and leads to the password reset page`,
          /Sie haben bereits ein Kundenkonto/.test(mails[0]?.text ?? '') && /Passwort vergessen\?/.test(mails[0]?.text ?? '') && new URL(mails[0]?.link ?? 'http://x/').pathname === '/passwort-vergessen',
          mails[0]);
      }
      // Nothing of the account changed: its demo password still logs in, the attacker's does not.
      const own = await apiAnswer(page, 'POST', '/api/auth/login', { email: address, password: 'Einkauf2026!' });
      const attackers = await apiAnswer(page, 'POST', '/api/auth/login', { email: address, password: 'Sommerfrische!7' });
      check(`${address}: the account is as it was`, own.status !== 401 && attackers.status === 401, { own: own.status, attackers: attackers.status });
      await apiAnswer(page, 'POST', '/api/auth/logout');
    }

    // In the shop: the form says for an address with an account what it says for any new one.
    await page.goto('/registrieren');
    const form = slot(page, 'route:registration');
    await expect(form.getByRole('heading', { name: 'Kundenkonto anlegen' })).toBeVisible(CHUNK);
    await form.getByLabel('Vorname *', { exact: true }).fill('Mara');
    await form.getByLabel('Nachname *', { exact: true }).fill('Lauscher');
    await form.getByRole('radiogroup', { name: 'Geschlecht *' }).getByLabel('weiblich').check();
    await form.getByLabel('Straße *', { exact: true }).fill('Neubaugasse');
    await form.getByLabel('Hausnummer *', { exact: true }).fill('9');
    await form.getByLabel('PLZ *', { exact: true }).fill('1070');
    await form.getByLabel('Ort *', { exact: true }).fill('Wien');
    await form.getByLabel('E-Mail-Adresse *', { exact: true }).fill('club@frischmarkt.example');
    await form.getByLabel('Passwort *', { exact: true }).fill('Sommerfrische!7');
    await form.getByRole('radiogroup', { name: /Kundenkarte/ }).getByLabel('Nein').check();
    await form.getByRole('radiogroup', { name: /Aktivierungscode/ }).getByLabel('Nein').check();
    await form.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(form.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible(CHUNK);
    check('registration page: an address with an account gets the confirmation page', true);
    check('registration page: nothing says the address has an account', (await form.getByText(/bereits ein Kundenkonto/).count()) === 0);
  });

  test('discount code stacking: one code per cart; every other is refused, the same again changes nothing, parallel tries keep one', async ({ page, browser, baseURL, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/gibt-es-nicht-seite');
    await api(page, 'POST', '/api/carts/items', { sku: '100503', quantity: 3 });
    const held = (await api(page, 'POST', '/api/carts/discount-codes', { code: 'FRISCH10' })) as { discountCodes: string[]; priceInfo: { total: number } };
    check('the first code is taken', JSON.stringify(held.discountCodes) === '["FRISCH10"]', held.discountCodes);
    for (const code of ['FRISCH10', 'frisch10']) {
      const again = (await api(page, 'POST', '/api/carts/discount-codes', { code })) as { discountCodes: string[] };
      check(`the held code again (${code}) changes nothing`, JSON.stringify(again.discountCodes) === '["FRISCH10"]', again.discountCodes);
    }
    for (const code of ['WILLKOMMEN5', 'LIEFERFREI', 'ABHOLEN3', 'NUREINMAL', 'SOMMER2024', 'ADVENT2099', 'ERSTE100', 'willkommen5', ' Lieferfrei ']) {
      const answer = await apiAnswer(page, 'POST', '/api/carts/discount-codes', { code });
      tally.stacking.tried += 1;
      const refused = answer.status === 409 && (answer.body as { errorCode?: string }).errorCode === 'discountCodeLimitReached';
      if (refused) tally.stacking.refused += 1;
      check(`a second code ${JSON.stringify(code)}: 409 discountCodeLimitReached`, refused, answer.text);
    }
    const cart = (await api(page, 'GET', '/api/carts')) as { discountCodes: string[]; priceInfo: { total: number } };
    check('the cart holds its one code at its price', JSON.stringify(cart.discountCodes) === '["FRISCH10"]' && cart.priceInfo.total === held.priceInfo.total, cart.discountCodes);

    // Several codes at once on a cart without one: one is kept, the others refused. A cart of its own: the nine
    // refusals above count as guesses for that cart, which now waits a minute (security/attempt-limits.ts).
    page = await (await browser.newContext({ baseURL })).newPage();
    await page.goto('/gibt-es-nicht-seite');
    await api(page, 'POST', '/api/carts/items', { sku: '100503', quantity: 3 });
    const racing = ['FRISCH10', 'WILLKOMMEN5', 'LIEFERFREI', 'ABHOLEN3', 'NUREINMAL'];
    const answers = await Promise.all(racing.map((code) => apiAnswer(page, 'POST', '/api/carts/discount-codes', { code })));
    tally.stacking.tried += racing.length - 1;
    const refusedInRace = answers.filter((answer) => answer.status === 409).length;
    tally.stacking.refused += refusedInRace;
    const afterRace = (await api(page, 'GET', '/api/carts')) as { discountCodes: string[] };
    check('codes sent at once: one kept, the others refused', afterRace.discountCodes.length === 1 && refusedInRace === racing.length - 1, { kept: afterRace.discountCodes, statuses: answers.map((answer) => answer.status) });

    // In the shop: the cart page tells the refusal where the code was typed.
    const keptCode = afterRace.discountCodes[0]!;
    const other = racing.find((code) => code !== keptCode)!;
    await page.goto('/warenkorb');
    const page$ = slot(page, 'route:cart');
    const field = page$.getByRole('textbox', { name: 'Rabattcode eingeben' });
    await field.fill(other, CHUNK);
    await page$.getByRole('button', { name: 'Einlösen' }).click();
    const alert = page$.getByRole('alert').filter({ hasText: 'Pro Einkauf kann ein Rabattcode eingelöst werden.' });
    await expect(alert).toHaveText(`Pro Einkauf kann ein Rabattcode eingelöst werden. Entfernen Sie zuerst den Code ${keptCode}, um ${other} einzulösen.`, CHUNK);
    check('cart page: the refusal shown at the code field', true);
    await expect(page$.getByRole('list', { name: 'Eingelöste Rabattcodes' })).toHaveText(new RegExp(keptCode));
    check('cart page: the code held is still listed', true);
    await expect(field).toHaveValue(other);
  });

  test('truncated uploads: a broken, cut off or oversized body is a 4xx, never a 500, and nothing is stored', async ({ page, baseURL }) => {
    test.slow();
    await page.goto('/gibt-es-nicht-seite');
    await api(page, 'POST', '/api/carts/items', { sku: '100503', quantity: 1 });
    const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
    const boundary = 'AngriffGrenze4b2c9d';
    const head = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4_000, 0x20), Buffer.from('\n%%EOF\n')]);
    const whole = (name: string) => Buffer.concat([Buffer.from(head(name)), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const bodies: Array<[string, Buffer, string]> = [
      ['cut off in the file', Buffer.concat([Buffer.from(head('halb.pdf')), pdf.subarray(0, 1_000)]), `multipart/form-data; boundary=${boundary}`],
      ['cut off in the part headers', Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`), `multipart/form-data; boundary=${boundary}`],
      ['without its closing boundary', Buffer.concat([Buffer.from(head('offen.pdf')), pdf]), `multipart/form-data; boundary=${boundary}`],
      ['with another boundary than declared', whole('falsch.pdf'), 'multipart/form-data; boundary=GanzAndereGrenze'],
      ['without a boundary', whole('ohne.pdf'), 'multipart/form-data'],
      ['of only the closing boundary', Buffer.from(`--${boundary}--\r\n`), `multipart/form-data; boundary=${boundary}`],
      ['with two files', Buffer.concat([Buffer.from(head('eins.pdf')), pdf, Buffer.from(`\r\n`), Buffer.from(head('zwei.pdf')), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]), `multipart/form-data; boundary=${boundary}`],
    ];
    for (const [what, body, contentType] of bodies) {
      const response = await page.request.post('/api/carts/files', { headers: { 'content-type': contentType, 'x-xsrf-token': token }, data: body, failOnStatusCode: false });
      tally.uploads.tried += 1;
      if (response.status() >= 400 && response.status() < 500) tally.uploads.refused += 1;
      if (response.status() >= 500) tally.uploads.serverErrors += 1;
      check(`a body ${what}: 4xx`, response.status() >= 400 && response.status() < 500, `${response.status()} ${await response.text()}`);
    }

    // On the wire: a length over the cap is refused before its bytes come, and the connection closed; a chunked body has no length to judge.
    const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
    const { hostname, port } = new URL(baseURL!);
    const request = (lines: string[]) =>
      ['POST /api/carts/files HTTP/1.1', `Host: ${hostname}:${port}`, `Content-Type: multipart/form-data; boundary=${boundary}`, `Cookie: ${cookie}`, `X-XSRF-TOKEN: ${token}`, ...lines, '', ''].join('\r\n');
    // A multipart parser skips what comes before the first boundary: bytes that must count all the same.
    const padded = Buffer.concat([Buffer.alloc(10_100_000, 0x2d), whole('klein.pdf')]);
    for (const [what, text, body, expected] of [
      ['announced at 50 MB, never sent', request(['Content-Length: 50000000']), undefined, 413],
      ['padded past the cap before the first boundary', request([`Content-Length: ${padded.length}`]), padded, 413],
      ['sent in chunks', request(['Transfer-Encoding: chunked']), Buffer.concat([Buffer.from(`${whole('stueck.pdf').length.toString(16)}\r\n`), whole('stueck.pdf'), Buffer.from('\r\n0\r\n\r\n')]), 411],
    ] as const) {
      const answer = await overSocket(hostname, Number(port), text, body);
      tally.uploads.tried += 1;
      if (answer.status >= 400 && answer.status < 500) tally.uploads.refused += 1;
      if (answer.status >= 500) tally.uploads.serverErrors += 1;
      check(`a body ${what}: ${expected}`, answer.status === expected, answer);
      if (body === undefined) check(`a body ${what}: the connection closed unread`, answer.closedByServer, answer);
    }

    const files = (await api(page, 'GET', '/api/carts/files')) as { files: unknown[] };
    check('nothing was stored', files.files.length === 0, files);
    const good = await page.request.post('/api/carts/files', { headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-xsrf-token': token }, data: whole('richtig.pdf') });
    check('a whole upload is still taken', good.status() === 201, good.status());
  });

  test('truncated uploads in the shop: a file whose upload arrives broken is told at the picker', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    await page.goto('/anmelden');
    const pickup = { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' };
    await api(page, 'POST', '/api/carts/distribution-address', pickup);
    await api(page, 'POST', '/api/carts/items', { sku: '100201', quantity: 20 });
    const windows = (await api(page, 'POST', '/api/capacity', { skus: ['100201'], distributionAddress: pickup })) as Array<{ id: string; available: boolean; start: string }>;
    const window = windows.find((candidate) => candidate.available && new Date(candidate.start).getTime() > Date.now() + 6 * 3_600_000);
    await api(page, 'POST', '/api/carts/distribution-time-slot', { id: window!.id });
    await api(page, 'POST', '/api/carts/billing-address', {
      firstName: 'Eva', lastName: 'Gast', email: 'eva.gast@example.at', streetName: 'Neubaugasse', streetNumber: '7', postalCode: '1070', city: 'Wien', phoneNumber: '0660 1234567',
    });
    await page.goto('/kasse');
    const checkout = slot(page, 'route:checkout');
    await checkout.getByRole('radiogroup', { name: 'Zahlungsart' }).getByRole('radio', { name: 'Bezahlung im Markt' }).check(CHUNK);
    await checkout.getByRole('button', { name: 'Speichern und weiter' }).click();
    const chooser = checkout.getByTestId('checkout-files').getByLabel('Dateien anhängen');
    await expect(chooser).toBeEnabled(CHUNK);

    // The network cuts the upload in half on its way to the shop.
    await page.route('**/api/carts/files', async (route) => {
      const body = route.request().postDataBuffer();
      if (route.request().method() !== 'POST' || !body) return route.continue();
      const half = body.subarray(0, Math.floor(body.length / 2));
      await route.continue({ postData: half, headers: { ...route.request().headers(), 'content-length': String(half.length) } });
    });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3_000, 0x20), Buffer.from('\n%%EOF\n')]);
    await chooser.setInputFiles([{ name: 'bestellschein.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    await expect(checkout.getByTestId('checkout-files-problems')).toHaveText(
      'bestellschein.pdf: Die Datei ist nicht vollständig angekommen. Bitte laden Sie sie noch einmal hoch.',
      CHUNK,
    );
    tally.uploads.tried += 1;
    tally.uploads.refused += 1;
    check('checkout: a broken upload is told at the picker', true);
    check('checkout: nothing attached', ((await api(page, 'GET', '/api/carts/files')) as { files: unknown[] }).files.length === 0);
  });

  test.afterAll(() => {
    if (checks.total === 0) return;
    const { commonPasswords, enumeration, stacking, uploads } = tally;
    console.log(`attack suite, common passwords: ${commonPasswords.tried} tried, ${commonPasswords.refused} refused`);
    console.log(`attack suite, registration enumeration: ${enumeration.tried} addresses with an account tried, ${enumeration.alike} answered as a new one, ${enumeration.ownerMails} owner mails`);
    console.log(`attack suite, discount code stacking: ${stacking.tried} second codes tried, ${stacking.refused} refused`);
    console.log(`attack suite, truncated uploads: ${uploads.tried} tried, ${uploads.refused} refused with a 4xx, ${uploads.serverErrors} answered 5xx`);
    console.log(`attack suite, accounts, codes and uploads: ${checks.passed} of ${checks.total} checks passed`);
  });
});
