import { randomUUID } from 'node:crypto';
import {
  QNA_PAGE_SIZE,
  type QnaDetail,
  type QnaListItem,
  type qnaCreationRequestSchema,
  type qnaListQuerySchema,
  qnaMessages,
  type qnaUpdateRequestSchema,
} from '@shop/contract/qna';
import { UPLOADS_PREFIX } from '@shop/contract/rich-text';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { type UrlSigner, unsignedUrl } from '../../integrations/storage/signed-urls';
import type { FileStorage } from '../../integrations/storage/storage';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import { createJsonCache } from '../../lib/json-cache';
import type { RowWindow } from '../../lib/paging';
import { requiredPlainText } from '../../lib/plain-text';
import { type MaskedKind, maskHtml, maskLabels, maskText } from '../../lib/privacy-mask';
import { richHtmlToText, sanitizeRichHtml } from '../../lib/sanitize';
import type { ViewCounter } from '../../lib/view-counter';
import type { UserService } from '../accounts/members-service';
import { type AuditService, recorderFor } from '../audit/service';
import type { NoticeService } from '../content/service';
import { assertImageCount, FILES_FIELD, type ImageUpload } from './qna-form';
import * as repo from './qna-repo';

type ListQuery = z.output<typeof qnaListQuerySchema>;
type CreateInput = z.output<typeof qnaCreationRequestSchema>;
type UpdateInput = z.output<typeof qnaUpdateRequestSchema>;

export interface Viewer {
  memberId: number | null;
  isAdmin: boolean;
}

const mayRead = (post: { isSecret: boolean; authorId: number }, viewer: Viewer) =>
  !post.isSecret || viewer.isAdmin || post.authorId === viewer.memberId;

/** Where Q&A images are served; those of secret posts only through signed addresses. */
export const QNA_UPLOADS = `${UPLOADS_PREFIX}qna/`;

/** `/uploads/qna/<file>?exp=…&amp;sig=…` in sanitized HTML: an address handed out signed. */
const SIGNED_IN_HTML = /(\/uploads\/qna\/[\w.-]+)\?exp=\d+&amp;sig=[\w-]+/g;

/** The text as it is stored: the signatures of addresses handed out earlier taken off. */
const unsignImagesInText = (html: string) => html.replace(SIGNED_IN_HTML, '$1');

export type ImageAccess = 'signed' | 'public' | 'refused';

export interface QnaDeps {
  db: Database;
  storage: FileStorage;
  /** Signs the addresses of secret posts' images for those who may read the post. */
  signer: UrlSigner;
  views: ViewCounter;
  notices: Pick<NoticeService, 'pinnedAsQna' | 'onWrite'>;
  users: Pick<UserService, 'findById'>;
  audit: Pick<AuditService, 'record'>;
  /** How long visitors' list pages are kept serialized (0: not kept); writes clear them at once. */
  cacheTtlMs?: number;
}

/**
 * Q&A posts. The pages of the list as a visitor sees them are kept serialized like the catalog's
 * answers: a post, a comment or a notice written clears them at once; view counts and writers'
 * nicknames in them may lag by the TTL. Members' lists (their own secret posts' images) are not
 * kept.
 */
/** The writer and the operator read a post or comment as written; everybody else its public copy. */
export const seesOriginal = (row: { authorId: number }, viewer: Viewer) =>
  viewer.isAdmin || row.authorId === viewer.memberId;

/** What was hidden, as the writer is told (전화번호, 이메일 …). */
export const maskedLabels = (kinds: string[]) =>
  kinds.map((kind) => maskLabels[kind as MaskedKind] ?? kind);

export function createQnaService(deps: QnaDeps) {
  const { db, storage, signer, views, notices, users, audit } = deps;
  const recordPost = recorderFor(audit, 'qna');
  const visitorLists = createJsonCache(deps.cacheTtlMs ?? 0);
  const invalidateLists = () => visitorLists.clear();
  notices.onWrite(invalidateLists);
  /** After a write (also one that failed half-way): the kept lists are forgotten. */
  const writing = <T>(write: () => Promise<T>): Promise<T> => write().finally(invalidateLists);
  const sign = (url: string) => (url.startsWith(QNA_UPLOADS) ? signer.sign(url) : url);

  /**
   * A post's images as a reader who may read it gets them: a secret post's with signed
   * addresses, since the file route serves them to nobody else.
   */
  const imagesOf = (post: { isSecret: boolean; imageUrls: string[] }) =>
    post.isSecret ? post.imageUrls.map(sign) : post.imageUrls;

  /** The text likewise: a secret post's own images in its <img> tags signed, others as they are. */
  function textOf(post: { isSecret: boolean; imageUrls: string[]; payload: string }) {
    if (!post.isSecret) return post.payload;
    const own = new Set(post.imageUrls);
    return post.payload.replace(/<img\b[^>]*>/g, (tag) =>
      tag.replace(/\bsrc="([^"]*)"/, (attribute, src: string) =>
        own.has(src) ? `src="${sign(src).replaceAll('&', '&amp;')}"` : attribute,
      ),
    );
  }

  function toListItem(row: repo.QnaListRow, viewer: Viewer): QnaListItem {
    return {
      id: row.id,
      title: seesOriginal(row, viewer) ? row.title : (row.publicTitle ?? row.title),
      writer: row.writer,
      // A secret post shows its title and lock; its images only to those who may read it.
      image_urls: mayRead(row, viewer) ? imagesOf(row) : [],
      view_count: row.viewCount,
      created_at: row.createdAt.toISOString(),
      comment_count: row.commentCount,
      is_secret: row.isSecret,
      is_notice: false,
    };
  }

  async function viewerOf(memberId: number | null): Promise<Viewer> {
    if (memberId === null) return { memberId, isAdmin: false };
    return { memberId, isAdmin: (await users.findById(memberId))?.role === 'admin' };
  }

  /** One page of the list, notices pinned on top of page 1 when not searching. */
  async function list(query: ListQuery, viewer: Viewer) {
    const filter = { type: query.qna_type, keyword: query.keyword, viewer };
    const [rows, total] = await Promise.all([
      repo.listPosts(db, filter, {
        limit: QNA_PAGE_SIZE,
        offset: (query.page - 1) * QNA_PAGE_SIZE,
      }),
      repo.countPosts(db, filter),
    ]);
    const pinned = query.page === 1 && !query.keyword ? await notices.pinnedAsQna() : [];
    return {
      qna: [...pinned, ...rows.map((row) => toListItem(row, viewer))],
      page_count: Math.ceil(total / QNA_PAGE_SIZE),
    };
  }

  /** The post when the viewer may read it: 404 when there is none, 403 for others' secrets. */
  async function readable(id: number, viewer: Viewer): Promise<repo.QnaDetailRow> {
    const post = await repo.findPost(db, id);
    if (!post) throw notFound(qnaMessages.notFound);
    if (!mayRead(post, viewer)) throw forbidden(qnaMessages.secret);
    return post;
  }

  const detailOf = (post: repo.QnaDetailRow, viewer: Viewer): QnaDetail => {
    const original = seesOriginal(post, viewer);
    const mine = post.authorId === viewer.memberId;
    return {
      ...toListItem(post, viewer),
      payload: textOf({
        ...post,
        payload: original ? post.payload : (post.publicPayload ?? post.payload),
      }),
      updated_at: post.updatedAt.toISOString(),
      is_mine: mine,
      has_answer: post.hasAnswer,
      ...(mine &&
        post.maskedKinds.length > 0 && { privacy_masked: maskedLabels(post.maskedKinds) }),
    };
  };

  async function storeImages(images: ImageUpload[]): Promise<string[]> {
    const stored: string[] = [];
    try {
      for (const image of images) {
        stored.push(
          await storage.put(`qna/${randomUUID()}.${image.kind.ext}`, image.data, image.kind.mime),
        );
      }
      return stored;
    } catch (error) {
      await removeImages(stored);
      throw error;
    }
  }

  const removeImages = (urls: string[]) =>
    Promise.all(urls.map((url) => storage.remove(url).catch(() => {})));

  const fieldsOf = (input: CreateInput) => {
    // After sanitizing, every address is written one way (`&amp;`) for the signature to come off.
    const payload = unsignImagesInText(sanitizeRichHtml(input.payload));
    if (!richHtmlToText(payload) && !payload.includes('<img')) {
      throw new HttpError(422, [
        {
          loc: ['body', 'qna_creation_request', 'payload'],
          msg: qnaMessages.contentRequired,
          type: 'value_error',
        },
      ]);
    }
    const title = requiredPlainText(
      input.title,
      ['qna_creation_request', 'title'],
      qnaMessages.titleRequired,
    );
    // The copy others read: personal details the writer typed are hidden (decision 035).
    const publicTitle = maskText(title);
    const publicPayload = maskHtml(payload);
    return {
      title,
      payload,
      payloadText: richHtmlToText(publicPayload.text),
      publicTitle: publicTitle.kinds.length ? publicTitle.text : null,
      publicPayload: publicPayload.kinds.length ? publicPayload.text : null,
      maskedKinds: [...new Set([...publicTitle.kinds, ...publicPayload.kinds])],
      isSecret: input.is_secret,
    };
  };

  return {
    viewerOf,
    readable,

    /** A readable post's text and images for a reader (the back office shows them too). */
    contentOf: (post: repo.QnaDetailRow) => ({ payload: textOf(post), imageUrls: imagesOf(post) }),

    /**
     * Whether an image under /uploads/qna/ may be served: with a valid signature (handed out to
     * a reader of its secret post), or when a post everybody may read owns it. A file of a secret
     * post, of no post (yet), or of a post made secret since, is refused.
     */
    async imageAccess(
      url: string,
      signature: { exp?: string | undefined; sig?: string | undefined },
    ): Promise<ImageAccess> {
      if (signer.verify(url, signature.exp, signature.sig)) return 'signed';
      return (await repo.isPublicImage(db, url)) ? 'public' : 'refused';
    },

    list,
    /** The page as JSON text; a visitor's from the cache when fresh. */
    async listJson(query: ListQuery, viewer: Viewer): Promise<string> {
      if (viewer.memberId !== null) return JSON.stringify(await list(query, viewer));
      const key = JSON.stringify([query.page, query.qna_type, query.keyword]);
      return (await visitorLists.get(key, async () =>
        JSON.stringify(await list(query, viewer)),
      )) as string;
    },
    /** Forgets the kept list pages: a write elsewhere (a comment) changed what they show. */
    invalidateLists,

    /** Whether the post exists (secret or not), counting no view. */
    exists: async (id: number) => (await repo.findPost(db, id)) !== undefined,

    /** One post; the view counts once a day per viewer (member, or anonymous browser). */
    async detail(id: number, viewer: Viewer, viewerKey: string): Promise<QnaDetail> {
      const post = await readable(id, viewer);
      if (await views.firstViewToday('qna', id, viewerKey)) {
        await repo.addView(db, id);
        post.viewCount += 1;
      }
      return detailOf(post, viewer);
    },

    async create(memberId: number, input: CreateInput, images: ImageUpload[]): Promise<QnaDetail> {
      assertImageCount(images.length);
      const imageUrls = await storeImages(images);
      try {
        const id = await writing(() =>
          repo.insertPost(db, { authorId: memberId, ...fieldsOf(input), imageUrls }),
        );
        return detailOf((await repo.findPost(db, id))!, await viewerOf(memberId));
      } catch (error) {
        await removeImages(imageUrls);
        throw error;
      }
    },

    /** The writer edits: text, secrecy, which images stay, new images (5 at most in all). */
    async update(memberId: number, id: number, input: UpdateInput, images: ImageUpload[]) {
      const post = await repo.findPost(db, id);
      if (!post) throw notFound(qnaMessages.notFound);
      if (post.authorId !== memberId) throw forbidden(qnaMessages.notWriter);
      // The editor sends back the addresses it was given, signed for a secret post.
      const wanted = new Set(input.keep_image_urls.map(unsignedUrl));
      const keep = post.imageUrls.filter((url) => wanted.has(url));
      if (keep.length !== wanted.size) {
        throw new HttpError(422, [
          { loc: ['body', FILES_FIELD], msg: qnaMessages.unknownImage, type: 'value_error' },
        ]);
      }
      assertImageCount(keep.length + images.length);
      const added = await storeImages(images);
      try {
        await writing(() =>
          repo.updatePost(db, id, { ...fieldsOf(input), imageUrls: [...keep, ...added] }),
        );
      } catch (error) {
        await removeImages(added);
        throw error;
      }
      await removeImages(post.imageUrls.filter((url) => !keep.includes(url)));
      return detailOf((await repo.findPost(db, id))!, await viewerOf(memberId));
    },

    /** The back office's list, by whether the shop has answered: rows and total. */
    async listByAnswer(state: repo.AnswerState, page: RowWindow) {
      const [rows, total] = await Promise.all([
        repo.listByAnswer(db, state, page),
        repo.countByAnswer(db, state),
      ]);
      return { rows, total };
    },

    /** Posts the shop has not answered yet (no admin's comment); with `before`, written before it. */
    countUnanswered: (before?: Date) => repo.countByAnswer(db, 'unanswered', before),

    /**
     * The writer or an admin deletes the post, its comments and its images. An admin deleting
     * somebody else's post is audited in the same transaction.
     */
    async remove(memberId: number, id: number): Promise<void> {
      const post = await repo.findPost(db, id);
      if (!post) throw notFound(qnaMessages.notFound);
      const ownPost = post.authorId === memberId;
      if (!ownPost && !(await viewerOf(memberId)).isAdmin)
        throw forbidden(qnaMessages.notWriterOrAdmin);
      await writing(() =>
        db.transaction(async (tx) => {
          if (!(await repo.deletePost(tx, id))) throw notFound(qnaMessages.notFound);
          if (ownPost) return;
          await recordPost(tx, memberId, 'qna.delete', id, {
            title: post.title,
            writer_id: post.authorId,
          });
        }),
      );
      await removeImages(post.imageUrls);
    },
  };
}
export type QnaService = ReturnType<typeof createQnaService>;
