import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, validateWebhookUrl } from '../../../src/server/webhooks/address';
import { backoffSeconds } from '../../../src/server/webhooks/settings';
import { newWebhookSecret, webhookSignature } from '../../../src/server/webhooks/signature';

describe('webhook retries', () => {
  it('wait 30 s after the first failure, then twice as long each time, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });
});

describe('webhook signature', () => {
  it('is v1= and the hex HMAC-SHA256 of "timestamp.body" keyed with the secret', () => {
    const secret = newWebhookSecret();
    const expected = createHmac('sha256', secret).update('1767225600.{"a":1}').digest('hex');
    expect(webhookSignature(secret, 1767225600, '{"a":1}')).toBe(`v1=${expected}`);
  });

  it('secrets are random and never repeat', () => {
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });
});

describe('webhook addresses', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.16.3.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd12::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('%s is a private address', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is a public address', (address) => expect(isPrivateAddress(address)).toBe(false));

  it('only http and https URLs are accepted', async () => {
    await expect(validateWebhookUrl('ftp://8.8.8.8/x', false)).rejects.toMatchObject({ code: 'WEBHOOK_URL_INVALID' });
    await expect(validateWebhookUrl('not a url', false)).rejects.toMatchObject({ code: 'WEBHOOK_URL_INVALID' });
    await expect(validateWebhookUrl('https://user:pw@8.8.8.8/x', false)).rejects.toMatchObject({ code: 'WEBHOOK_URL_INVALID' });
    await expect(validateWebhookUrl('https://8.8.8.8/x', false)).resolves.toBe('https://8.8.8.8/x');
  });

  it('a host name that resolves to loopback is refused unless private networks are allowed', async () => {
    await expect(validateWebhookUrl('http://localhost:8080/hook', false)).rejects.toMatchObject({ code: 'WEBHOOK_URL_PRIVATE' });
    await expect(validateWebhookUrl('http://localhost:8080/hook', true)).resolves.toBe('http://localhost:8080/hook');
  });
});
