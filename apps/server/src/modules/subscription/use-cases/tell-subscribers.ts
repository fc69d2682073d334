import { maskPhone } from "@portal/shared";
import { and, eq, exists, gt, isNull, notExists, or, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { inSlices } from "../../../platform/concurrency/slices.ts";
import type { Database } from "../../../platform/db/client.ts";
import { translate } from "../../../platform/i18n/registry.ts";
import type { MailProvider } from "../../../platform/mail/mail-provider.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { products } from "../../product/schema.ts";
import { users } from "../../user/schema.ts";
import { whitelistEntries, whitelistMembers } from "../../whitelist/schema.ts";
import { subscribedDocumentTypes, subscribedProducts, subscriptionSettings } from "../schema.ts";

/**
 * What telling subscribers needs from the app. The document and text modules pass it to their
 * writes, so this module never imports theirs.
 */
export type SubscriberPost = {
  db: Database;
  notify: (notices: readonly Notice[]) => Promise<void>;
  mail: MailProvider;
  siteHost: string;
  log: { error(details: object, message: string): void };
};

export function subscriberPostOf(app: FastifyInstance): SubscriberPost {
  return {
    db: app.db,
    notify: (notices) => app.notify(notices),
    mail: app.mail,
    siteHost: app.config.siteHost,
    log: app.log,
  };
}

/** A new version of a document, as the document module tells of it after its write committed. */
export type DocumentNews = {
  documentId: number;
  name: string;
  /** Null for a general document. */
  productId: number | null;
  type: string;
  accessLevel: string;
  version: string;
  changeNote: string | null;
  /** The staff member who uploaded it: they get no notice of their own upload. */
  actorId: number | null;
};

/** A notice about a product, published for the first time. */
export type NoticeNews = {
  textId: number;
  title: string;
  productId: number;
  actorId: number | null;
};

/** Notices one statement inserts: far below PostgreSQL's bound-parameter limit. */
const noticeSlice = 500;

type Recipient = {
  userId: number;
  email: string | null;
  nickname: string | null;
  phone: string;
  wantsEmail: boolean | null;
  unsubscribeToken: string | null;
};

const recipientColumns = {
  userId: users.id,
  email: users.email,
  nickname: users.nickname,
  phone: users.phone,
  wantsEmail: subscriptionSettings.email,
  unsubscribeToken: subscriptionSettings.unsubscribeToken,
};

const activeAccount = and(eq(users.status, "active"), isNull(users.deletedAt));

/** The member may open whitelist documents: their own unexpired entry or a company entry's. */
function whitelisted(db: Database, now: Date): SQL {
  const unexpired = or(isNull(whitelistEntries.validUntil), gt(whitelistEntries.validUntil, now));
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(whitelistEntries)
        .where(and(eq(whitelistEntries.userId, users.id), unexpired)),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(whitelistMembers)
        .innerJoin(whitelistEntries, eq(whitelistEntries.id, whitelistMembers.entryId))
        .where(and(eq(whitelistMembers.userId, users.id), unexpired)),
    ),
  ) as SQL;
}

/** The product's model when it is published; news of an unpublished product reaches nobody. */
async function publishedModel(db: Database, productId: number): Promise<string | null> {
  const [product] = await db
    .select({ model: products.model })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, "published")));
  return product?.model ?? null;
}

/**
 * Who hears of a document version. Of a product's document: the product's subscribers who chose
 * no document type, or chose this one. Of a general document: the members who chose its type.
 * Only active accounts that may open it: a whitelist document only reaches whitelisted members.
 */
function documentRecipients(db: Database, news: DocumentNews, now: Date): Promise<Recipient[]> {
  const mayOpen = news.accessLevel === "whitelist" ? whitelisted(db, now) : undefined;
  if (news.productId === null) {
    return db
      .select(recipientColumns)
      .from(subscribedDocumentTypes)
      .innerJoin(users, eq(users.id, subscribedDocumentTypes.userId))
      .leftJoin(subscriptionSettings, eq(subscriptionSettings.userId, users.id))
      .where(and(eq(subscribedDocumentTypes.documentType, news.type), activeAccount, mayOpen));
  }
  const typeChosen = (condition?: SQL) =>
    db
      .select({ one: sql`1` })
      .from(subscribedDocumentTypes)
      .where(and(eq(subscribedDocumentTypes.userId, users.id), condition));
  return db
    .select(recipientColumns)
    .from(subscribedProducts)
    .innerJoin(users, eq(users.id, subscribedProducts.userId))
    .leftJoin(subscriptionSettings, eq(subscriptionSettings.userId, users.id))
    .where(
      and(
        eq(subscribedProducts.productId, news.productId),
        or(
          notExists(typeChosen()),
          exists(typeChosen(eq(subscribedDocumentTypes.documentType, news.type))),
        ),
        activeAccount,
        mayOpen,
      ),
    );
}

function noticeRecipients(db: Database, productId: number): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(subscribedProducts)
    .innerJoin(users, eq(users.id, subscribedProducts.userId))
    .leftJoin(subscriptionSettings, eq(subscriptionSettings.userId, users.id))
    .where(and(eq(subscribedProducts.productId, productId), activeAccount));
}

/** An e-mail's words in Simplified Chinese then English, as the portal's other e-mails (no language is stored). */
function bilingual(key: string, params: Record<string, string | number>): string {
  return `${translate("zh-CN", key, params)}\n${translate("en-US", key, params)}`;
}

function unsubscribeLines(siteHost: string, token: string | null): string[] {
  if (!token) return [];
  return [
    "",
    bilingual("subscription.mailUnsubscribe", {}),
    `${siteHost}/#/subscribe/unsubscribe?token=${token}`,
  ];
}

/**
 * Stores the notices in slices (one insert each), then sends the e-mails asked for without
 * holding up the write that caused them: an e-mail that fails is logged, never retried.
 */
async function deliver(
  post: SubscriberPost,
  recipients: readonly Recipient[],
  notice: (recipient: Recipient) => Notice,
  mail: (recipient: Recipient & { email: string }) => { subject: string; text: string },
  actorId: number | null,
) {
  const reached = recipients.filter((recipient) => recipient.userId !== actorId);
  for await (const slice of inSlices(reached, noticeSlice)) {
    await post.notify(slice.map(notice));
  }
  const mailed = reached.filter(
    (recipient): recipient is Recipient & { email: string } =>
      recipient.wantsEmail === true && recipient.email !== null,
  );
  if (mailed.length === 0) return;
  void (async () => {
    for (const recipient of mailed) {
      await post.mail
        .send({ to: recipient.email, ...mail(recipient) })
        .catch((error: unknown) =>
          post.log.error({ err: error }, "a subscription e-mail was not sent"),
        );
    }
  })();
}

function nicknameOf(recipient: Recipient): string {
  return recipient.nickname ?? maskPhone(recipient.phone);
}

/**
 * Tells the subscribers of a new document version: a `subscribed_document` notice, and an
 * e-mail saying what changed to those who asked for one. Call it after the write committed; it
 * never throws, as the upload is not worth failing for a notice.
 */
export async function tellSubscribersOfDocument(
  post: SubscriberPost,
  news: DocumentNews,
  now: Date,
): Promise<void> {
  try {
    const product = news.productId === null ? "" : await publishedModel(post.db, news.productId);
    if (product === null) return;
    const recipients = await documentRecipients(post.db, news, now);
    const link =
      news.productId === null ? "/product/document" : `/product/detail/${news.productId}`;
    const params = {
      title: news.name,
      product,
      version: news.version,
      ...(news.changeNote ? { note: news.changeNote } : {}),
    };
    await deliver(
      post,
      recipients,
      (recipient) => ({
        userId: recipient.userId,
        kind: "subscribed_document",
        params,
        link,
        actorId: news.actorId,
      }),
      (recipient) => ({
        subject: bilingual("subscription.documentMailSubject", params).replace("\n", " / "),
        text: [
          bilingual("subscription.documentMailIntro", {
            ...params,
            nickname: nicknameOf(recipient),
          }),
          ...(news.changeNote ? ["", bilingual("subscription.documentMailNote", params)] : []),
          "",
          `${post.siteHost}/#${link}`,
          ...unsubscribeLines(post.siteHost, recipient.unsubscribeToken),
        ].join("\n"),
      }),
      news.actorId,
    );
  } catch (error) {
    post.log.error({ err: error }, "subscribers were not told of a document version");
  }
}

/**
 * Tells the subscribers of a product of a notice about it published for the first time: a
 * `subscribed_notice` notice, and an e-mail to those who asked. Never throws.
 */
export async function tellSubscribersOfNotice(
  post: SubscriberPost,
  news: NoticeNews,
): Promise<void> {
  try {
    const product = await publishedModel(post.db, news.productId);
    if (product === null) return;
    const recipients = await noticeRecipients(post.db, news.productId);
    const link = `/notice/detail/${news.textId}`;
    const params = { title: news.title, product };
    await deliver(
      post,
      recipients,
      (recipient) => ({
        userId: recipient.userId,
        kind: "subscribed_notice",
        params,
        link,
        actorId: news.actorId,
      }),
      (recipient) => ({
        subject: bilingual("subscription.noticeMailSubject", params).replace("\n", " / "),
        text: [
          bilingual("subscription.noticeMailIntro", { ...params, nickname: nicknameOf(recipient) }),
          "",
          `${post.siteHost}/#${link}`,
          ...unsubscribeLines(post.siteHost, recipient.unsubscribeToken),
        ].join("\n"),
      }),
      news.actorId,
    );
  } catch (error) {
    post.log.error({ err: error }, "subscribers were not told of a notice");
  }
}
