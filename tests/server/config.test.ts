import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.resolve('./data'),
      distDir: path.resolve('./dist'),
      logLevel: 'info',
      development: false,
      checkReplies: false,
      publicUrl: null,
      smtpUrl: null,
      mailFrom: 'Космецевтика <no-reply@localhost>',
      telegram: null,
      vkId: null,
      adminTokenSecret: null,
      adminEditorUrl: '/admin',
      modulbank: { merchant: null, secret: null, testMode: true },
      shopEmail: 'shop@localhost',
      cdek: null,
      paymentSandbox: true,
      certificateMaxRub: 100_000,
      orderHoldMinutes: 30,
      uploadQuotaMb: 1024,
      trustProxy: false,
      answerCacheMb: 64,
      catalogueCheckMs: 1000,
    });
  });

  it('checks replies against the contract in tests and development, not in production, unless CHECK_REPLIES says', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).checkReplies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).checkReplies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).checkReplies).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', CHECK_REPLIES: '1' }).checkReplies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', CHECK_REPLIES: '0' }).checkReplies).toBe(false);
    expect(() => loadConfig({ CHECK_REPLIES: 'да' })).toThrow(/CHECK_REPLIES="да"/);
  });

  it('reads the environment and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8099',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: '/tmp/shop',
      DIST_DIR: 'build',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
      port: 8099,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: '/tmp/shop',
      logLevel: 'warn',
    });
    expect(config.distDir).toBe(path.resolve('build'));
    expect(loadConfig({ DATABASE_URL: 'postgres://shop:secret@db:5432/shop' }).databaseUrl).toBe(
      'postgres://shop:secret@db:5432/shop',
    );
  });

  it('stops with one clear message listing every bad value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'восемь', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT="восемь"');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it('reads the admin editor address: a path on the shop or an http(s) address, without a trailing slash', () => {
    expect(loadConfig({ ADMIN_EDITOR_URL: 'https://admin.example.ru/' }).adminEditorUrl).toBe(
      'https://admin.example.ru',
    );
    expect(loadConfig({ ADMIN_EDITOR_URL: '/back-office' }).adminEditorUrl).toBe('/back-office');
    expect(() => loadConfig({ ADMIN_EDITOR_URL: 'admin' })).toThrow('ADMIN_EDITOR_URL="admin"');
    expect(() => loadConfig({ ADMIN_EDITOR_URL: '//evil.example' })).toThrow(ConfigError);
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
  });

  it('PAYMENT_SANDBOX: unset, the sandbox bank is allowed unless NODE_ENV=production; 1 or 0 decide; anything else is refused', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).paymentSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).paymentSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).paymentSandbox).toBe(true);
    expect(loadConfig({ PAYMENT_SANDBOX: '0' }).paymentSandbox).toBe(false);
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'yes' })).toThrow('PAYMENT_SANDBOX="yes"');
  });

  it('reads the limits of money, holds and uploads as whole numbers in range', () => {
    expect(
      loadConfig({ CERTIFICATE_MAX_RUB: '50000', ORDER_HOLD_MINUTES: '15', UPLOAD_QUOTA_MB: '200' }),
    ).toMatchObject({
      certificateMaxRub: 50_000,
      orderHoldMinutes: 15,
      uploadQuotaMb: 200,
    });
    expect(() => loadConfig({ CERTIFICATE_MAX_RUB: '100' })).toThrow('CERTIFICATE_MAX_RUB="100"');
    expect(() => loadConfig({ ORDER_HOLD_MINUTES: '0' })).toThrow('ORDER_HOLD_MINUTES="0"');
    expect(() => loadConfig({ ORDER_HOLD_MINUTES: '1e3' })).toThrow('ORDER_HOLD_MINUTES="1e3"');
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '-5' })).toThrow('UPLOAD_QUOTA_MB="-5"');
  });

  it('sizes the answer cache and how often the catalogue version is read; 0 is allowed for both', () => {
    expect(loadConfig({ ANSWER_CACHE_MB: '0', CATALOGUE_CHECK_MS: '0' })).toMatchObject({
      answerCacheMb: 0,
      catalogueCheckMs: 0,
    });
    expect(loadConfig({ ANSWER_CACHE_MB: '256', CATALOGUE_CHECK_MS: '250' })).toMatchObject({
      answerCacheMb: 256,
      catalogueCheckMs: 250,
    });
    expect(() => loadConfig({ ANSWER_CACHE_MB: '-1' })).toThrow('ANSWER_CACHE_MB="-1"');
    expect(() => loadConfig({ CATALOGUE_CHECK_MS: '600000' })).toThrow('CATALOGUE_CHECK_MS="600000"');
  });

  it('TRUST_PROXY: unset trusts no proxy; addresses, networks or a hop count are taken; anything else is refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,::1' }).trustProxy).toEqual(['loopback', '::1']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow('TRUST_PROXY="everyone"');
  });
});
