import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cartFileForm, finalizeCart, getCartFiles, removeCartFile, resetCart, submitCheckout, uploadCartFile } from '@storefront/shared/checkout';
import { MAX_UPLOAD_BYTES } from '@storefront/shared/platform/validation';
import { browser, failure, readyCart, setUpCartTestShop, shop } from '../../testing/cart-shop.test-support';
import { browserHeaders } from '../../testing/test-app.test-support';
import { call } from '@storefront/shared/platform/api';
import { MAX_UPLOAD_REQUEST_BYTES } from './cart-files';

setUpCartTestShop();

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 2)]);

const blob = (content: Buffer, type: string) => new Blob([new Uint8Array(content)], { type });
const upload = (content: Buffer, type: string, name: string) => call(browser.api, uploadCartFile, { body: cartFileForm(blob(content, type), name) });

function storedFiles(): Array<{ cart_id: string; order_number: string | null; size: number }> {
  return shop.store.db.prepare('SELECT cart_id, order_number, size FROM cart_files ORDER BY created_at').all() as never;
}

/** doc 2 §9 checkout file uploads (10 MB, 3 files) with the file rules of doc 2 §5. */
describe('cart files at checkout', () => {
  it('keeps up to three pdf, jpeg or png files with the cart, lists and removes them; a fourth is 400 and stores nothing', async () => {
    expect((await call(browser.api, getCartFiles)).files).toEqual([]);
    await upload(PDF, 'application/pdf', 'Bestellschein Kanzlei Berger.pdf');
    await upload(PNG, 'image/png', 'C:\\Scans\\zufahrt.png');
    const { files } = await upload(JPEG, 'image/jpeg', 'genehmigung.jpg');
    expect(files.map((file) => [file.name, file.mediaType, file.size])).toEqual([
      ['Bestellschein Kanzlei Berger.pdf', 'application/pdf', PDF.length],
      ['zufahrt.png', 'image/png', PNG.length],
      ['genehmigung.jpg', 'image/jpeg', JPEG.length],
    ]);
    expect(shop.store.cartFiles.content(files[0]?.id ?? '')?.equals(PDF)).toBe(true);
    expect(await failure(upload(PDF, 'application/pdf', 'vierte.pdf'))).toMatchObject({
      status: 400,
      errorCode: 'validation',
      customPayload: { reason: 'tooManyFiles', issues: [{ path: 'file', message: 'validation.tooManyFiles|3' }] },
    });
    expect(storedFiles()).toHaveLength(3);
    const after = await call(browser.api, removeCartFile, { params: { id: files[1]?.id ?? '' } });
    expect(after.files.map((file) => file.name)).toEqual(['Bestellschein Kanzlei Berger.pdf', 'genehmigung.jpg']);
    expect(await failure(call(browser.api, removeCartFile, { params: { id: files[1]?.id ?? '' } }))).toMatchObject({ status: 404, errorCode: 'fileNotFound' });
    // Another visitor sees none of them.
    expect((await call((await shop.browser()).api, getCartFiles)).files).toEqual([]);
  });

  it('checks the content, not only the declared type: a renamed file or another type is 400 fileType, nothing stored', async () => {
    const program = Buffer.from('MZ\x90\x00 not a pdf at all');
    expect(await failure(upload(program, 'application/pdf', 'rechnung.pdf'))).toMatchObject({
      status: 400,
      customPayload: { reason: 'fileType', issues: [{ path: 'file', message: 'validation.fileType' }] },
    });
    // A PNG declared as PDF is not what it says either.
    expect(await failure(upload(PNG, 'application/pdf', 'scan.pdf'))).toMatchObject({ status: 400, customPayload: { reason: 'fileType' } });
    expect(await failure(upload(PDF, 'text/plain', 'notiz.txt'))).toMatchObject({ status: 400, customPayload: { reason: 'fileType' } });
    // Without a declared type the name decides, and the content must match it.
    expect((await upload(PDF, '', 'bescheid.pdf')).files.map((file) => file.mediaType)).toEqual(['application/pdf']);
    expect(await failure(upload(PDF, '', 'bescheid.docx'))).toMatchObject({ status: 400, customPayload: { reason: 'fileType' } });
    expect(storedFiles()).toHaveLength(1);
  });

  it('takes a file of exactly 10,000,000 bytes and refuses one byte more (400 fileTooLarge)', async () => {
    const exact = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(MAX_UPLOAD_BYTES - 9, 0x20)]);
    expect((await upload(exact, 'application/pdf', 'gross.pdf')).files[0]?.size).toBe(MAX_UPLOAD_BYTES);
    const over = Buffer.concat([exact, Buffer.from(' ')]);
    expect(await failure(upload(over, 'application/pdf', 'zu-gross.pdf'))).toMatchObject({
      status: 400,
      customPayload: { reason: 'fileTooLarge', issues: [{ path: 'file', message: 'validation.fileTooLarge|10' }] },
    });
    expect(storedFiles()).toHaveLength(1);
  });

  it('refuses a request without a file, with two files, or as JSON (400), storing nothing', async () => {
    const form = new FormData();
    form.append('file', blob(PDF, 'application/pdf'), 'a.pdf');
    form.append('file', blob(PDF, 'application/pdf'), 'b.pdf');
    const encoded = new Request('http://shop.test', { method: 'POST', body: form });
    const two = await shop.app.inject({
      method: 'POST',
      url: '/api/carts/files',
      headers: { ...browserHeaders(browser.jar), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path: 'file' }] } });
    const json = await browser.send('POST', '/api/carts/files', { file: PDF.toString('base64') });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ customPayload: { reason: 'fileMissing' } });
    expect(storedFiles()).toEqual([]);
  });

  it('a FINALIZED cart refuses adding and removing with errorCode 3; the order takes the files along', async () => {
    await readyCart(browser.api);
    const { files } = await upload(PDF, 'application/pdf', 'bestellschein.pdf');
    await call(browser.api, finalizeCart);
    expect(await failure(upload(PNG, 'image/png', 'noch-eine.png'))).toMatchObject({ status: 409, errorCode: 3 });
    expect(await failure(call(browser.api, removeCartFile, { params: { id: files[0]?.id ?? '' } }))).toMatchObject({ status: 409, errorCode: 3 });
    expect((await call(browser.api, getCartFiles)).files).toHaveLength(1);
    await call(browser.api, resetCart);
    await call(browser.api, finalizeCart);
    const { orderNumber } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
    expect(shop.store.cartFiles.listForOrder(orderNumber ?? '').map((file) => file.name)).toEqual(['bestellschein.pdf']);
    // The next cart starts without files.
    expect((await call(browser.api, getCartFiles)).files).toEqual([]);
  });

  it('the files go when their cart is deleted', async () => {
    await upload(PDF, 'application/pdf', 'a.pdf');
    const [row] = storedFiles();
    shop.store.db.prepare('DELETE FROM carts WHERE id = ?').run(row?.cart_id ?? '');
    expect(storedFiles()).toEqual([]);
  });
});

const BOUNDARY = 'FrischmarktGrenze7MA4YWxkTrZu0gW';

/** The head of the one file part a browser sends, up to the first byte of the file. */
const filePartHead = (name: string, type: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;

/** A whole, well-formed upload of one file, as bytes. */
const wholeUpload = (content: Buffer, name = 'bestellschein.pdf', type = 'application/pdf') =>
  Buffer.concat([Buffer.from(filePartHead(name, type)), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

/** Posts raw bytes as the upload, with the visitor's cookies and XSRF header. */
const postRaw = (payload: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/carts/files',
    headers: { ...browserHeaders(browser.jar), 'content-type': contentType },
    payload,
  });

/**
 * Speaks HTTP/1.1 on a real socket, for what an in-process request cannot
 * show: a head whose body never comes, a chunked body. The status of the
 * answer (0 when none came within the time given) and whether the server
 * then closed the connection rather than wait for more bytes.
 */
async function answerOverSocket(head: string, body: Buffer | undefined, waitMs = 5_000): Promise<{ status: number; closedByServer: boolean }> {
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = shop.app.server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let status = 0;
    const done = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, closedByServer });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
    });
    socket.on('end', () => done(true));
    socket.on('error', () => done(false));
    socket.write(head);
    if (body) socket.write(body);
  });
}

/** The request head of an upload to the visitor's cart, with the extra header lines given. */
function uploadHead(...lines: string[]): string {
  const headers = browserHeaders(browser.jar);
  return [
    'POST /api/carts/files HTTP/1.1',
    'Host: 127.0.0.1',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...lines,
    '',
    '',
  ].join('\r\n');
}

/** A broken or oversized upload is the shopper's (or an attacker's) bad input: a 4xx, never a 500, and nothing is kept. */
describe('a broken or oversized upload', () => {
  it.each([
    ['a body cut off in the middle of the file', Buffer.concat([Buffer.from(filePartHead('a.pdf', 'application/pdf')), PDF.subarray(0, 500)])],
    ['a body cut off in the part\'s headers', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`)],
    ['a body without the closing boundary', Buffer.concat([Buffer.from(filePartHead('a.pdf', 'application/pdf')), PDF, Buffer.from('\r\n')])],
    ['a body that is no multipart form at all', Buffer.from('%PDF-1.7 sent as it is, without any form around it')],
  ])('answers 400 for %s and stores nothing', async (_case, payload) => {
    const response = await postRaw(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'validation',
      customPayload: { reason: 'unreadable', issues: [{ path: 'file', message: 'validation.fileUnreadable' }] },
    });
    expect(storedFiles()).toEqual([]);
  });

  it('answers 400 for a multipart type without a boundary', async () => {
    const response = await postRaw(wholeUpload(PDF), 'multipart/form-data');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { reason: 'unreadable' } });
    expect(storedFiles()).toEqual([]);
  });

  it('takes a whole upload of the largest file and refuses a body over the cap even when the file in it is small (413)', async () => {
    const exact = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(MAX_UPLOAD_BYTES - 9, 0x20)]);
    const largest = wholeUpload(exact, 'gross.pdf');
    // The cap leaves room for the form around the largest file.
    expect(largest.length).toBeLessThanOrEqual(MAX_UPLOAD_REQUEST_BYTES);
    expect((await postRaw(largest)).statusCode).toBe(201);

    // Bytes before the first boundary are ignored by a multipart parser: they must still count.
    const padded = Buffer.concat([Buffer.alloc(MAX_UPLOAD_REQUEST_BYTES, 0x2d), wholeUpload(PDF, 'klein.pdf')]);
    const response = await postRaw(padded);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errorCode: 'payloadTooLarge',
      customPayload: { reason: 'fileTooLarge', issues: [{ path: 'file', message: 'validation.fileTooLarge|10' }] },
    });
    expect(storedFiles().map((file) => file.size)).toEqual([MAX_UPLOAD_BYTES]);
  });

  it('answers 413 to a body announced over the cap at once, without waiting for a byte of it', async () => {
    const answer = await answerOverSocket(uploadHead(`Content-Length: ${50_000_000}`), undefined);
    expect(answer).toEqual({ status: 413, closedByServer: true });
    expect(storedFiles()).toEqual([]);
  });

  it('answers 413 to a client still sending a body over the cap, before the connection is cut', async () => {
    const padded = Buffer.concat([Buffer.alloc(MAX_UPLOAD_REQUEST_BYTES, 0x2d), wholeUpload(PDF, 'klein.pdf')]);
    const answer = await answerOverSocket(uploadHead(`Content-Length: ${padded.length}`), padded);
    expect(answer.status).toBe(413);
    expect(storedFiles()).toEqual([]);
  });

  it('answers 411 to a chunked upload, whose size nobody can check before reading it', async () => {
    const body = wholeUpload(PDF);
    const chunked = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
    const answer = await answerOverSocket(uploadHead('Transfer-Encoding: chunked'), chunked);
    expect(answer.status).toBe(411);
    expect(storedFiles()).toEqual([]);
  });
});
