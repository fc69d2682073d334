import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A limit that 0 turns off; empty takes the default of the environment. */
/**
 * API requests a minute per client address. A first visit and six page changes make about 15
 * API requests (e2e/specs/first-load.spec.ts counts them and holds them to 30): 3,000 gives each
 * of a hundred people behind one office or campus address 30 a minute. Static files never count.
 */
export const defaultApiRequestsPerMinute = 3000;
const limitOrOff = z.union([z.literal(""), z.coerce.number().int().min(0)]).default("");

/** proxy-addr's (so Fastify's) names for the private and local ranges. */
const namedProxyRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, a CIDR range (10.0.0.0/8) or an address with its netmask (10.0.0.0/255.0.0.0). */
function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/** An address or an address with its prefix length (10.1.0.0/16, fd00::/8). */
function isCaptureRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For) and protocol: none, or the
 * proxies' addresses. `true` (every sender is a proxy) and a hop count are refused: with `true`
 * the client writes the left-most address itself, and Fastify ignores a hop count (it cannot
 * tell a proxy from a client that reaches the server directly).
 */
const trustProxy = z
  .string()
  .default("")
  .transform((raw, context): false | string[] => {
    const value = raw.trim();
    if (value === "" || value === "false") return false;
    const writeInstead =
      "write the addresses of the proxies in front of the server, comma-separated (TRUST_PROXY=10.0.0.5 behind one load balancer, or ranges such as 10.0.0.0/8)";
    if (value === "true") {
      context.addIssue({
        code: "custom",
        message: `true would take the client's address from the left-most X-Forwarded-For entry, which the client writes itself, so anyone could escape the per-address limits; ${writeInstead}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      context.addIssue({
        code: "custom",
        message: `a number of proxies is ignored by Fastify, which cannot tell a proxy from a client that reaches the server directly; ${writeInstead}`,
      });
      return z.NEVER;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: "custom",
        message: `not proxy addresses: ${wrong.map((entry) => JSON.stringify(entry)).join(", ")}; ${writeInstead}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** An http(s) or ws(s) origin (scheme, host and port), or nothing. */
const optionalOrigin = z
  .string()
  .default("")
  .transform((raw, context) => {
    const value = raw.trim();
    if (value === "") return "";
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (!url || !/^(https?|wss?):$/.test(url.protocol) || `${url.origin}/` !== url.href) {
      context.addIssue({
        code: "custom",
        message: "an origin such as wss://chat.example.com, without a path",
      });
      return z.NEVER;
    }
    return url.origin;
  });

/** The settings of an S3-compatible bucket: all of them, or none. */
const s3SettingNames = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

/** An http(s) address without a trailing slash, or nothing. */
const optionalAddress = z
  .string()
  .trim()
  .default("")
  .refine((value) => value === "" || /^https?:\/\/[^\s?#]+$/.test(value), {
    message: "an http(s) address such as https://files.example.com/uploads, without ? or #",
  })
  .transform((value) => value.replace(/\/+$/, ""));

/** Every setting of the server, read from the environment once, here. */
const environment = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy,
  SITE_HOST: z.string().default(""),
  SOCKET_ORIGIN: optionalOrigin,
  API_DOCS: z.enum(["true", "false", ""]).default(""),
  WEB_DIST: z.string().optional(),
  ADMIN_PHONE: z.string().default("13800000000"),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  SESSION_TTL_DAYS: count(7),
  SESSION_MAX_AGE_DAYS: count(30),
  SMS_PROVIDER: z.enum(["console", "http"]).default("console"),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_CODE_TTL_SECONDS: count(300),
  SMS_RESEND_SECONDS: count(60),
  SMS_MAX_WRONG_TRIES: count(5),
  SMS_DAILY_PER_PHONE: count(10),
  SMS_DAILY_PER_ADDRESS: count(20),
  SAFETY_PERMISSION_MINUTES: count(10),
  LOGIN_CAPTCHA_AFTER_FAILURES: count(3),
  LOGIN_LOCK_AFTER_FAILURES: count(10),
  LOGIN_FAILURE_WINDOW_MINUTES: count(15),
  LOGIN_LOCK_MINUTES: count(15),
  LOGIN_ATTEMPTS_PER_MINUTE: count(30),
  CAPTCHA_WORK: count(2000).pipe(z.number().max(10_000_000)),
  RATE_LIMIT_PER_MINUTE: count(defaultApiRequestsPerMinute),
  OVERLOAD_MAX_IN_FLIGHT: limitOrOff,
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: limitOrOff,
  CHAT_MESSAGES_PER_MINUTE: count(60),
  CHAT_MESSAGES_PER_ADDRESS_PER_MINUTE: count(600),
  CHAT_CONVERSATIONS_PER_ADDRESS_PER_HOUR: count(100),
  CHAT_UPLOADS_PER_VISITOR_PER_DAY: count(30),
  CHAT_UPLOAD_BYTES_PER_VISITOR_PER_DAY: count(100 * 1024 * 1024),
  CHAT_UPLOADS_PER_ADDRESS_PER_DAY: count(300),
  CHAT_UPLOAD_BYTES_PER_ADDRESS_PER_DAY: count(500 * 1024 * 1024),
  CHAT_STALE_SWEEP_SECONDS: count(60),
  MEMBER_WRITES_PER_MINUTE: count(10),
  MEMBER_WRITES_PER_DAY: count(60),
  STATISTICS_RETENTION_DAYS: count(180),
  AVATAR_MAX_BYTES: count(2 * 1024 * 1024),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: optionalAddress,
  S3_REGION: z.string().trim().default(""),
  S3_BUCKET: z.string().trim().default(""),
  S3_ACCESS_KEY_ID: z.string().trim().default(""),
  S3_SECRET_ACCESS_KEY: z.string().trim().default(""),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  S3_PUBLIC_URL: optionalAddress,
  DOCUMENT_MAX_BYTES: count(100 * 1024 * 1024),
  DOCUMENT_EXTENSIONS: z
    .string()
    .default("pdf,zip,rar,7z,bin,hex,doc,docx,xls,xlsx,txt,md")
    .transform((list) =>
      list
        .split(",")
        .map((extension) => extension.trim().replace(/^\./, "").toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9]{1,10}$/)).min(1)),
  WATERMARK_FONT: z.string().optional(),
  EDITOR_CAPTURE_TIMEOUT_MS: count(60_000),
  WECHAT_APP_ID: z.string().trim().default(""),
  WECHAT_APP_SECRET: z.string().trim().default(""),
  WECHAT_API_BASE: z.string().url().default("https://api.weixin.qq.com"),
  EDITOR_CAPTURE_ALLOWED_RANGES: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((entry) => isCaptureRange(entry), {
          message: "an address or a CIDR range such as 10.1.0.0/16 or fd00::/8",
        }),
      ),
    ),
});

export type Environment = z.input<typeof environment>;

export function loadConfig(source: Record<string, string | undefined> = process.env) {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  if (env.SMS_PROVIDER === "http" && !env.SMS_HTTP_URL) {
    throw new Error("Invalid configuration:\n  SMS_HTTP_URL: required when SMS_PROVIDER=http");
  }
  const missingS3Settings = s3SettingNames.filter((name) => env[name] === "");
  if (env.STORAGE === "s3" && missingS3Settings.length > 0) {
    throw new Error(
      `Invalid configuration:\n  ${missingS3Settings.join(", ")}: required when STORAGE=s3`,
    );
  }
  if (missingS3Settings.length > 0 && missingS3Settings.length < s3SettingNames.length) {
    throw new Error(
      `Invalid configuration:\n  ${missingS3Settings.join(", ")}: required with the other S3_ settings (${s3SettingNames.join(", ")} go together)`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    siteHost: env.SITE_HOST.replace(/\/$/, ""),
    /** Where the web's socket connects when it is not this origin (CSP connect-src). */
    socketOrigin: env.SOCKET_ORIGIN,
    /** The API explorer at /api/docs: on unless in production, where it must be asked for. */
    apiDocs: env.API_DOCS === "" ? env.NODE_ENV !== "production" : env.API_DOCS === "true",
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    admin: { phone: env.ADMIN_PHONE, password: env.ADMIN_PASSWORD },
    seedDemo: env.SEED_DEMO === "true",
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    /** However often it is used, a session ends this long after sign-in. */
    sessionMaxAgeMs: env.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    sms: {
      provider: env.SMS_PROVIDER,
      httpUrl: env.SMS_HTTP_URL,
      httpToken: env.SMS_HTTP_TOKEN,
      outboxFile: path.join(dataDir, "outbox", "sms.jsonl"),
      codeTtlMs: env.SMS_CODE_TTL_SECONDS * 1000,
      resendIntervalMs: env.SMS_RESEND_SECONDS * 1000,
      maxWrongTries: env.SMS_MAX_WRONG_TRIES,
      dailyPerPhone: env.SMS_DAILY_PER_PHONE,
      dailyPerAddress: env.SMS_DAILY_PER_ADDRESS,
      safetyPermissionMs: env.SAFETY_PERMISSION_MINUTES * 60 * 1000,
    },
    /** E-mail (the follows' daily digest) goes to this outbox file unless a provider is given. */
    mail: { outboxFile: path.join(dataDir, "outbox", "mail.jsonl") },
    login: {
      captchaAfterFailures: env.LOGIN_CAPTCHA_AFTER_FAILURES,
      lockAfterFailures: env.LOGIN_LOCK_AFTER_FAILURES,
      failureWindowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000,
      lockMs: env.LOGIN_LOCK_MINUTES * 60 * 1000,
      attemptsPerMinute: env.LOGIN_ATTEMPTS_PER_MINUTE,
    },
    /** The most key derivations a captcha's proof of work takes (half of it on average). */
    captchaWork: env.CAPTCHA_WORK,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    /**
     * When the server refuses new requests with 503 instead of queueing them. The event-loop
     * check is off in tests by default: a test file's own migrations block the loop it shares.
     */
    overload: {
      maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT === "" ? 256 : env.OVERLOAD_MAX_IN_FLIGHT,
      maxEventLoopDelayMs:
        env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS === ""
          ? env.NODE_ENV === "test"
            ? 0
            : 200
          : env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    },
    /**
     * Live chat's limits: per conversation (and per agent), and per client address for visitors
     * (an IPv6 /64 is one address), set for an office of about 100 people behind one address.
     */
    chat: {
      messagesPerMinute: env.CHAT_MESSAGES_PER_MINUTE,
      messagesPerAddressPerMinute: env.CHAT_MESSAGES_PER_ADDRESS_PER_MINUTE,
      conversationsPerAddressPerHour: env.CHAT_CONVERSATIONS_PER_ADDRESS_PER_HOUR,
      uploadsPerVisitorPerDay: env.CHAT_UPLOADS_PER_VISITOR_PER_DAY,
      uploadBytesPerVisitorPerDay: env.CHAT_UPLOAD_BYTES_PER_VISITOR_PER_DAY,
      uploadsPerAddressPerDay: env.CHAT_UPLOADS_PER_ADDRESS_PER_DAY,
      uploadBytesPerAddressPerDay: env.CHAT_UPLOAD_BYTES_PER_ADDRESS_PER_DAY,
      /** How often open conversations no socket is in any more are closed. */
      staleSweepMs: env.CHAT_STALE_SWEEP_SECONDS * 1000,
    },
    /** Per user and per kind of write (feedback, profile, avatar, password). */
    memberWrites: { perMinute: env.MEMBER_WRITES_PER_MINUTE, perDay: env.MEMBER_WRITES_PER_DAY },
    /** Raw page views and events are kept this many days; the daily statistics for good. */
    statistics: { retentionDays: env.STATISTICS_RETENTION_DAYS },
    uploads: { dir: path.join(dataDir, "uploads"), avatarMaxBytes: env.AVATAR_MAX_BYTES },
    /**
     * Where uploads and documents are kept: DATA_DIR's folders, or a bucket (`s3`). The bucket's
     * settings are read whenever they are given, so the copy command can fill a bucket before
     * the instances switch to it.
     */
    storage: {
      driver: env.STORAGE,
      s3:
        missingS3Settings.length === 0
          ? {
              endpoint: env.S3_ENDPOINT,
              region: env.S3_REGION,
              bucket: env.S3_BUCKET,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
              /** Where the bucket's uploads/ folder is public; empty: the app streams them. */
              publicUrl: env.S3_PUBLIC_URL,
            }
          : undefined,
    },
    /** Downloadable documents: a private folder, never served statically. */
    documents: {
      dir: path.join(dataDir, "documents"),
      maxBytes: env.DOCUMENT_MAX_BYTES,
      extensions: env.DOCUMENT_EXTENSIONS,
      /** A font file with Chinese glyphs for the watermark, tried before the known system paths. */
      watermarkFont: env.WATERMARK_FONT ? path.resolve(env.WATERMARK_FONT) : undefined,
    },
    /** The editor's remote image capture. */
    editorCapture: {
      timeoutMs: env.EDITOR_CAPTURE_TIMEOUT_MS,
      /** Private, loopback or link-local ranges it may fetch from all the same (an intranet CDN). */
      allowedRanges: env.EDITOR_CAPTURE_ALLOWED_RANGES,
    },
    /**
     * The official account whose JS-SDK ticket signs WeChat shares; without the id and the secret
     * the share answers 503. The API base is WeChat's, or a stand-in (tests, a proxy).
     */
    weChat: {
      appId: env.WECHAT_APP_ID,
      appSecret: env.WECHAT_APP_SECRET,
      apiBase: env.WECHAT_API_BASE.replace(/\/$/, ""),
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
