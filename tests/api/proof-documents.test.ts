import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { removeSeededRows, SEED_USER } from '../../src/server/seed/seeded-rows';
import { MAX_DOCUMENT_BYTES, proofDocumentPath, proofDocumentsPath } from '../../src/shared/proof-documents/api';
import { insertDocument } from '../../src/server/proof-documents/repository';
import { JPEG_BYTES, PNG_BYTES, PNG_WITH_HTML, pdfBytes } from '../support/sample-files';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1', 'OILCO_PRODUCER']);
const home = () => clients.TENANT1;

/** A new proof of the home tenant, its number. */
async function newProof(): Promise<string> {
  return (await home().create('sustainabilitydata')).number;
}

function attach(proof: string, fileName: string, content: Buffer | string, client = home()) {
  return client.call('POST', proofDocumentsPath(proof), { fileName, content: typeof content === 'string' ? content : content.toString('base64') });
}

/** The raw answer of a download, as the browser gets it. */
async function download(proof: string, id: string, tenant = 'TENANT1') {
  const { token } = await server.loginAs('multi@fuel-portal.example');
  return server.fetch(`/api/v1${proofDocumentPath(proof, id)}`, { headers: { authorization: token, 'x-tenant': tenant } });
}

async function documentCount(proof: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM proof_documents WHERE proof = $1', [proof]);
  return rows[0].n;
}

describe('documents of a proof', () => {
  let proof: string;
  beforeAll(async () => {
    proof = await newProof();
  });

  it('a PDF is attached, listed, and downloaded as the same bytes with its type, an attachment name and nosniff', async () => {
    const pdf = pdfBytes('round trip');
    const attached = await attach(proof, 'PoS 2026 – Grüße.pdf', pdf);
    expect(attached.status).toBe(201);
    expect(attached.body).toMatchObject({
      fileName: 'PoS 2026 – Grüße.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      createdBy: 'multi@fuel-portal.example',
    });

    const list = await home().call('GET', proofDocumentsPath(proof));
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body).toEqual([attached.body]);

    const file = await download(proof, attached.body.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="PoS 2026 _ Gr__e.pdf"; filename*=UTF-8''PoS%202026%20%E2%80%93%20Gr%C3%BC%C3%9Fe.pdf`,
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('a PNG image is attached as image/png', async () => {
    const { status, body } = await attach(proof, 'scan.png', PNG_BYTES);
    expect(status).toBe(201);
    expect(body.contentType).toBe('image/png');
  });

  it('the type is decided by the content: a text file named .pdf is refused with DOCUMENT_TYPE naming what it is, and nothing is stored', async () => {
    const before = await documentCount(proof);
    const { status, body } = await attach(proof, 'certificate.pdf', Buffer.from('This is not a PDF, just text.'));
    expect(status).toBe(415);
    expect(body).toMatchObject({ code: 'DOCUMENT_TYPE', detected: 'text/plain' });
    expect(body.message).toContain('text/plain');
    expect(await documentCount(proof)).toBe(before);
  });

  it('the stored name follows the content: a PNG with HTML appended, named poly.html, is stored and downloaded as poly.png', async () => {
    const { status, body } = await attach(proof, 'poly.html', PNG_WITH_HTML);
    expect(status).toBe(201);
    expect(body).toMatchObject({ fileName: 'poly.png', contentType: 'image/png' });
    expect((await home().call('GET', proofDocumentsPath(proof))).body).toContainEqual(body);
    const file = await download(proof, body.id);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="poly.png"; filename*=UTF-8''poly.png`);
  });

  it('a name whose ending fits the content keeps it: x.pdf for a PDF, photo.JPG for a JPEG', async () => {
    expect((await attach(proof, 'x.pdf', pdfBytes('keeps its name'))).body).toMatchObject({ fileName: 'x.pdf', contentType: 'application/pdf' });
    const photo = await attach(proof, 'photo.JPG', JPEG_BYTES);
    expect(photo.body).toMatchObject({ fileName: 'photo.JPG', contentType: 'image/jpeg' });
    expect((await download(proof, photo.body.id)).headers.get('content-disposition')).toBe(`attachment; filename="photo.JPG"; filename*=UTF-8''photo.JPG`);
  });

  it('a document stored before its name followed its type is listed and downloaded under the ending of its type', async () => {
    const id = randomUUID();
    const sha256 = createHash('sha256').update(PNG_WITH_HTML).digest('hex');
    await insertDocument(
      server.db,
      { tenant: 'TENANT1', user: 'user@tenant1.example', proof, id },
      { fileName: 'old.html', contentType: 'image/png', content: PNG_WITH_HTML, sha256 },
    );
    const listed = (await home().call('GET', `${proofDocumentsPath(proof)}?_start=0&_end=100`)).body.find((document: { id: string }) => document.id === id);
    expect(listed).toMatchObject({ fileName: 'old.png', contentType: 'image/png' });
    const file = await download(proof, id);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="old.png"; filename*=UTF-8''old.png`);
  });

  it('a file above the limit is refused with DOCUMENT_TOO_LARGE naming the limit', async () => {
    const tooLarge = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const { status, body } = await attach(proof, 'huge.pdf', tooLarge);
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 'DOCUMENT_TOO_LARGE', maxBytes: MAX_DOCUMENT_BYTES });
    expect(body.message).toContain('10 MiB');
  });

  it('a file at the limit is taken', async () => {
    const pdf = pdfBytes();
    const atLimit = Buffer.concat([pdf, Buffer.alloc(MAX_DOCUMENT_BYTES - pdf.length, 0x20)]);
    const { status, body } = await attach(proof, 'large.pdf', atLimit);
    expect(status).toBe(201);
    expect(body.size).toBe(MAX_DOCUMENT_BYTES);
  });

  it('a body far beyond the limit is refused with DOCUMENT_TOO_LARGE before it is read', async () => {
    const { status, body } = await attach(proof, 'huge.pdf', 'A'.repeat(20 * 1024 * 1024));
    expect(status).toBe(413);
    expect(body.code).toBe('DOCUMENT_TOO_LARGE');
  });

  it('an empty file is refused with DOCUMENT_EMPTY', async () => {
    const { status, body } = await attach(proof, 'empty.pdf', '');
    expect(status).toBe(400);
    expect(body.code).toBe('DOCUMENT_EMPTY');
  });

  it('content that is not base64 is refused with DOCUMENT_INVALID', async () => {
    for (const content of ['not base64!', 'QUJD=A==', 'QUJ', 12]) {
      const { status, body } = await home().call('POST', proofDocumentsPath(proof), { fileName: 'x.pdf', content });
      expect(status, String(content)).toBe(400);
      expect(body).toMatchObject({ code: 'DOCUMENT_INVALID', field: 'body.content' });
    }
  });

  it('a missing, blank, overlong or path-like file name is refused with DOCUMENT_INVALID', async () => {
    const content = pdfBytes().toString('base64');
    for (const fileName of [undefined, '  ', `${'a'.repeat(252)}.pdf`, '../etc/passwd.pdf', 'line\nbreak.pdf']) {
      const { status, body } = await home().call('POST', proofDocumentsPath(proof), { fileName, content });
      expect(status, String(fileName)).toBe(400);
      expect(body).toMatchObject({ code: 'DOCUMENT_INVALID', field: 'body.fileName' });
    }
  });

  it('a removed document is gone from the list and cannot be downloaded', async () => {
    const { body: attached } = await attach(proof, 'remove-me.pdf', pdfBytes('remove me'));
    const removed = await home().call('DELETE', proofDocumentPath(proof, attached.id));
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(attached);
    expect((await home().call('GET', proofDocumentsPath(proof))).body.map((document: { id: string }) => document.id)).not.toContain(attached.id);
    expect((await download(proof, attached.id)).status).toBe(404);
    expect((await home().call('DELETE', proofDocumentPath(proof, attached.id))).status).toBe(404);
  });

  it('the list is paged and sends x-total-count', async () => {
    const total = await documentCount(proof);
    const page = await home().call('GET', `${proofDocumentsPath(proof)}?_start=1&_end=2`);
    expect(page.headers.get('x-total-count')).toBe(String(total));
    expect(page.body).toHaveLength(1);
    expect((await home().call('GET', `${proofDocumentsPath(proof)}?_start=0&_end=5000`)).body.code).toBe('PAGE_TOO_LARGE');
  });

  it('attaching and removing are in the audit log under the proof', async () => {
    const { body: attached } = await attach(proof, 'audited.pdf', pdfBytes('audited'));
    await home().call('DELETE', proofDocumentPath(proof, attached.id));
    const { rows } = await server.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_log WHERE tenant = 'TENANT1' AND entity = 'sustainabilitydata-documents' AND entity_key = $1 ORDER BY id`,
      [proof],
    );
    expect(rows.slice(-2)).toEqual([
      { action: 'create', before: null, after: attached },
      { action: 'delete', before: attached, after: null },
    ]);
  });

  it('an unknown or malformed document id answers 404', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      expect((await download(proof, id)).status, id).toBe(404);
      expect((await home().call('DELETE', proofDocumentPath(proof, id))).status, id).toBe(404);
    }
  });
});

describe('documents and the proof they belong to', () => {
  it('a proof of another tenant answers 404 to list, attach, download and remove, and its document stays', async () => {
    const foreign = await clients.OILCO_PRODUCER.create('sustainabilitydata', { number: 'ONLY-IN-OILCO-PRODUCER' });
    const { body: document } = await attach(foreign.number, 'foreign.pdf', pdfBytes('foreign'), clients.OILCO_PRODUCER);
    const probes = [
      await home().call('GET', proofDocumentsPath(foreign.number)),
      await attach(foreign.number, 'intruder.pdf', pdfBytes('intruder')),
      await download(foreign.number, document.id),
      await home().call('DELETE', proofDocumentPath(foreign.number, document.id)),
    ];
    expect(probes.map((probe) => probe.status)).toEqual([404, 404, 404, 404]);
    expect((await clients.OILCO_PRODUCER.call('GET', proofDocumentsPath(foreign.number))).body).toEqual([document]);
  });

  it('a document id of another proof answers 404', async () => {
    const [first, second] = [await newProof(), await newProof()];
    const { body: document } = await attach(first, 'first.pdf', pdfBytes('first'));
    expect((await download(second, document.id)).status).toBe(404);
    expect((await home().call('DELETE', proofDocumentPath(second, document.id))).status).toBe(404);
  });

  it('an unknown proof answers 404', async () => {
    expect((await home().call('GET', proofDocumentsPath('NO-SUCH-PROOF'))).status).toBe(404);
    expect((await attach('NO-SUCH-PROOF', 'x.pdf', pdfBytes())).status).toBe(404);
  });

  it('a proof with documents cannot be deleted (409 PROOF_HAS_DOCUMENTS); once they are removed it can', async () => {
    const proof = await newProof();
    const { body: document } = await attach(proof, 'evidence.pdf', pdfBytes('evidence'));
    const refused = await home().call('DELETE', `/sustainabilitydata/${proof}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PROOF_HAS_DOCUMENTS', count: 1 });
    expect((await home().call('GET', `/sustainabilitydata/${proof}`)).status).toBe(200);

    await home().call('DELETE', proofDocumentPath(proof, document.id));
    expect((await home().call('DELETE', `/sustainabilitydata/${proof}`)).status).toBe(200);
  });

  it('the documents follow their proof to a new number', async () => {
    const proof = await newProof();
    const { body: document } = await attach(proof, 'moves.pdf', pdfBytes('moves'));
    const renamed = `${proof}-NEW`;
    expect((await home().call('PATCH', `/sustainabilitydata/${proof}`, { number: renamed })).status).toBe(200);
    expect((await home().call('GET', proofDocumentsPath(renamed))).body).toEqual([document]);
    expect((await home().call('GET', proofDocumentsPath(proof))).status).toBe(404);
  });

  it('an outgoing (locked) proof takes documents: the PoS issued with a delivery belongs to it', async () => {
    const proof = await newProof();
    await server.db.query(`UPDATE e_sustainabilitydata SET direction = 'outgoing' WHERE tenant = 'TENANT1' AND number = $1`, [proof]);
    expect((await home().call('PATCH', `/sustainabilitydata/${proof}`, { volume: 1 })).body.code).toBe('RECORD_LOCKED');
    expect((await attach(proof, 'pos.pdf', pdfBytes('pos'))).status).toBe(201);
  });

  it('a seed re-run keeps a generated proof a user attached a document to (and so its document)', async () => {
    const proof = await newProof();
    await server.db.query(`UPDATE e_sustainabilitydata SET created_by = $3, updated_by = $3 WHERE tenant = $1 AND number = $2`, ['TENANT1', proof, SEED_USER]);
    await attach(proof, 'kept.pdf', pdfBytes('kept'));
    // Rolled back: whatever else the re-run would delete stays for the other tests.
    const kept = await server.db
      .transaction(async (tx) => {
        await removeSeededRows(tx, server.app.registry, 'TENANT1', 'sustainabilitydata', 'test');
        const { rows: left } = await tx.query('SELECT 1 FROM e_sustainabilitydata WHERE tenant = $1 AND number = $2', ['TENANT1', proof]);
        throw { kept: left.length === 1 };
      })
      .catch((outcome: { kept: boolean }) => outcome.kept);
    expect(kept).toBe(true);
  });
});
