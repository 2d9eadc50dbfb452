import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { call } from '../../../test/http';
import { createMember } from '../../db/factories';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('sends the reset mail over SMTP when SMTP_URL is set', async () => {
  const member = await createMember(t.database.db);
  const res = await call(t.app, 'POST', '/v1/users/find-password', {
    body: { user_id: member.userId, email: member.email },
  });
  expect(res.status).toBe(200);
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.to).toEqual([member.email]);
  expect(mail?.from).toBe('no-reply@ondo-studio.example');
  // Quoted-printable may wrap long lines; unfold before looking for the link.
  const unfolded = mail?.raw.replace(/=\r?\n/g, '') ?? '';
  expect(unfolded).toMatch(/http:\/\/shop\.test\/find-password\/token=[\w-]{40,}/);
  expect(unfolded).toMatch(/Subject: =\?UTF-8\?/);
  // Nothing lands in the development outbox when a real server takes the mail.
  expect(await t.outbox.list()).toEqual([]);
});
