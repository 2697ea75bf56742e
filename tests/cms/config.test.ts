import { describe, expect, it } from 'vitest';
import { OUTPUT_DIRS } from '../../builders/paths';
import { readConfig as readConfigWith } from '../../cms/config';

const readConfig = (env: NodeJS.ProcessEnv) => readConfigWith(env, OUTPUT_DIRS);

describe('server limits from the environment', () => {
  it('defaults to tight JSON, long upload deadlines and a connection cap when clients connect directly', () => {
    expect(readConfig({}).limits).toEqual({
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      uploadTimeoutMs: 600_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnectionsPerAddress: 256,
    });
  });

  it('lifts the cap behind a load balancer, where every connection comes from it', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).limits.maxConnectionsPerAddress).toBe(0);
    expect(readConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '50' }).limits.maxConnectionsPerAddress).toBe(50);
  });

  it('reads each limit in seconds', () => {
    const limits = readConfig({
      HEADERS_TIMEOUT_SECONDS: '5',
      BODY_TIMEOUT_SECONDS: '3',
      UPLOAD_TIMEOUT_SECONDS: '900',
      IDLE_TIMEOUT_SECONDS: '20',
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
    }).limits;
    expect(limits).toMatchObject({ headersTimeoutMs: 5_000, bodyTimeoutMs: 3_000, uploadTimeoutMs: 900_000, idleTimeoutMs: 20_000, keepAliveTimeoutMs: 65_000 });
  });

  it.each([['BODY_TIMEOUT_SECONDS', '0'], ['BODY_TIMEOUT_SECONDS', '1.5'], ['UPLOAD_TIMEOUT_SECONDS', 'ten'], ['MAX_CONNECTIONS_PER_ADDRESS', '-1']])(
    'refuses %s=%s',
    (name, value) => {
      expect(() => readConfig({ [name]: value })).toThrow(new RegExp(name));
    },
  );
});

describe('retention periods from the environment', () => {
  it('keeps leads and download requests 24 months and resumes 6, checked daily, by default', () => {
    expect(readConfig({})).toMatchObject({ leadRetentionMonths: 24, resumeRetentionMonths: 6, retentionIntervalHours: 24 });
  });

  it('reads each setting', () => {
    expect(readConfig({ LEAD_RETENTION_MONTHS: '36', RESUME_RETENTION_MONTHS: '3', RETENTION_INTERVAL_HOURS: '6' })).toMatchObject({
      leadRetentionMonths: 36,
      resumeRetentionMonths: 3,
      retentionIntervalHours: 6,
    });
  });

  it.each([['LEAD_RETENTION_MONTHS', '0'], ['RESUME_RETENTION_MONTHS', 'six'], ['RETENTION_INTERVAL_HOURS', '0.5']])('refuses %s=%s', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('the object store from the environment', () => {
  it('keeps files on local disk without S3_BUCKET, whatever else is set', () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(readConfig({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' }).s3).toBeUndefined();
  });

  it('reads a self-hosted store with path-style addresses, and a key prefix as a folder', () => {
    expect(readConfig({
      S3_BUCKET: 'cms', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_KEY_PREFIX: '/prod',
    }).s3).toEqual({
      bucket: 'cms',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      keyPrefix: 'prod/',
    });
  });

  it('leaves AWS itself to virtual-hosted addresses and the SDK\'s credential chain', () => {
    expect(readConfig({ S3_BUCKET: 'cms', S3_REGION: 'ap-east-1' }).s3).toEqual({
      bucket: 'cms', endpoint: undefined, region: 'ap-east-1', forcePathStyle: false, credentials: undefined, keyPrefix: '',
    });
    expect(readConfig({ S3_BUCKET: 'cms', S3_ENDPOINT: 'https://oss.example.com', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses one half of the credentials', () => {
    expect(() => readConfig({ S3_BUCKET: 'cms', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});

describe('analytics ids from the environment', () => {
  it('loads no tool unless its id is set', () => {
    expect(readConfig({}).analytics).toEqual({ baiduTongjiId: null, googleAnalyticsId: null });
    expect(readConfig({ BAIDU_TONGJI_ID: ' 0123456789abcdef0123456789abcdef ', GOOGLE_ANALYTICS_ID: 'G-AB12CD34' }).analytics).toEqual({
      baiduTongjiId: '0123456789abcdef0123456789abcdef',
      googleAnalyticsId: 'G-AB12CD34',
    });
  });

  it.each([['BAIDU_TONGJI_ID', 'abc'], ['BAIDU_TONGJI_ID', '"><script>'], ['GOOGLE_ANALYTICS_ID', 'UA-1234-1'], ['GOOGLE_ANALYTICS_ID', 'G-1 2']])(
    'refuses %s=%s',
    (name, value) => {
      expect(() => readConfig({ [name]: value })).toThrow(new RegExp(name));
    },
  );
});

describe('the stock quote feed from the environment', () => {
  it('polls nothing without STOCK_QUOTE_URL, whatever else is set', () => {
    expect(readConfig({}).stockQuotes).toBeUndefined();
    expect(readConfig({ STOCK_HISTORY_URL: 'https://web.ifzq.gtimg.cn', STOCK_QUOTE_INTERVAL_SECONDS: '30' }).stockQuotes).toBeUndefined();
  });

  it('reads both bases without a trailing slash, and the interval, one minute by default', () => {
    expect(readConfig({ STOCK_QUOTE_URL: ' https://qt.gtimg.cn/ ' }).stockQuotes).toEqual({
      quoteUrl: 'https://qt.gtimg.cn',
      historyUrl: undefined,
      intervalSeconds: 60,
    });
    expect(
      readConfig({ STOCK_QUOTE_URL: 'https://qt.gtimg.cn', STOCK_HISTORY_URL: 'https://web.ifzq.gtimg.cn/', STOCK_QUOTE_INTERVAL_SECONDS: '15' }).stockQuotes,
    ).toEqual({ quoteUrl: 'https://qt.gtimg.cn', historyUrl: 'https://web.ifzq.gtimg.cn', intervalSeconds: 15 });
  });

  it.each([
    [{ STOCK_QUOTE_URL: 'ftp://qt.gtimg.cn' }, /STOCK_QUOTE_URL/],
    [{ STOCK_QUOTE_URL: 'qt.gtimg.cn' }, /Invalid URL/],
    [{ STOCK_QUOTE_URL: 'https://qt.gtimg.cn', STOCK_QUOTE_INTERVAL_SECONDS: '1' }, /STOCK_QUOTE_INTERVAL_SECONDS/],
    [{ STOCK_QUOTE_URL: 'https://qt.gtimg.cn', STOCK_QUOTE_INTERVAL_SECONDS: 'often' }, /STOCK_QUOTE_INTERVAL_SECONDS/],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('logs and metrics from the environment', () => {
  it('logs at info by default, at the level LOG_LEVEL names in any case, and refuses another word', () => {
    expect(readConfig({}).logLevel).toBe('info');
    expect(readConfig({ LOG_LEVEL: ' DEBUG ' }).logLevel).toBe('debug');
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  it('lets nobody read the metrics by default, and reads the addresses and the token', () => {
    expect(readConfig({}).metrics).toEqual({ allow: [], token: undefined });
    const { metrics } = readConfig({ METRICS_ALLOW: '10.0.0.0/8, ::1', METRICS_TOKEN: ' 0123456789abcdef ' });
    expect(metrics.token).toBe('0123456789abcdef');
    expect(metrics.allow.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual(['10.0.0.0/8', '::1/128']);
  });
});

describe('the company\'s time zone from the environment', () => {
  it('is Asia/Shanghai by default, the IANA zone COMPANY_TIME_ZONE names otherwise, and refuses an unknown name', () => {
    expect(readConfig({}).companyTimeZone).toBe('Asia/Shanghai');
    expect(readConfig({ COMPANY_TIME_ZONE: ' Europe/Berlin ' }).companyTimeZone).toBe('Europe/Berlin');
    expect(() => readConfig({ COMPANY_TIME_ZONE: 'Beijing' })).toThrow(/COMPANY_TIME_ZONE must be an IANA time zone name such as Asia\/Shanghai, got "Beijing"/);
  });
});

describe('the spam threshold from the environment', () => {
  it('is 60 by default, SPAM_THRESHOLD otherwise (101: nothing lands as spam), and refuses a value outside 1 to 101', () => {
    expect(readConfig({}).spamThreshold).toBe(60);
    expect(readConfig({ SPAM_THRESHOLD: '45' }).spamThreshold).toBe(45);
    expect(readConfig({ SPAM_THRESHOLD: '101' }).spamThreshold).toBe(101);
    expect(() => readConfig({ SPAM_THRESHOLD: '0' })).toThrow(/SPAM_THRESHOLD/);
    expect(() => readConfig({ SPAM_THRESHOLD: 'high' })).toThrow(/SPAM_THRESHOLD/);
  });
});
