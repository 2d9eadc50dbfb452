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
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/storage';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import { requiredPlainText } from '../../lib/plain-text';
import { richHtmlToText, sanitizeRichHtml } from '../../lib/sanitize';
import type { ViewCounter } from '../../lib/view-counter';
import type { AuditService } from '../admin-audit/service';
import type { NoticeService } from '../notices/service';
import type { UserService } from '../users/service';
import { assertImageCount, FILES_FIELD, type ImageUpload } from './form';
import * as repo from './repo';

type ListQuery = z.output<typeof qnaListQuerySchema>;
type CreateInput = z.output<typeof qnaCreationRequestSchema>;
type UpdateInput = z.output<typeof qnaUpdateRequestSchema>;

export interface Viewer {
  memberId: number | null;
  isAdmin: boolean;
}

const mayRead = (post: { isSecret: boolean; authorId: number }, viewer: Viewer) =>
  !post.isSecret || viewer.isAdmin || post.authorId === viewer.memberId;

function toListItem(row: repo.QnaListRow, viewer: Viewer): QnaListItem {
  return {
    id: row.id,
    title: row.title,
    writer: row.writer,
    // A secret post shows its title and lock; its images only to those who may read it.
    image_urls: mayRead(row, viewer) ? row.imageUrls : [],
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
    comment_count: row.commentCount,
    is_secret: row.isSecret,
    is_notice: false,
  };
}

export interface QnaDeps {
  db: Database;
  storage: FileStorage;
  views: ViewCounter;
  notices: Pick<NoticeService, 'pinnedAsQna'>;
  users: Pick<UserService, 'findById'>;
  audit: Pick<AuditService, 'record'>;
}

export function createQnaService({ db, storage, views, notices, users, audit }: QnaDeps) {
  async function viewerOf(memberId: number | null): Promise<Viewer> {
    if (memberId === null) return { memberId, isAdmin: false };
    return { memberId, isAdmin: (await users.findById(memberId))?.role === 'admin' };
  }

  /** The post when the viewer may read it: 404 when there is none, 403 for others' secrets. */
  async function readable(id: number, viewer: Viewer): Promise<repo.QnaDetailRow> {
    const post = await repo.findPost(db, id);
    if (!post) throw notFound(qnaMessages.notFound);
    if (!mayRead(post, viewer)) throw forbidden(qnaMessages.secret);
    return post;
  }

  const detailOf = (post: repo.QnaDetailRow, viewer: Viewer): QnaDetail => ({
    ...toListItem(post, viewer),
    payload: post.payload,
    updated_at: post.updatedAt.toISOString(),
    is_mine: post.authorId === viewer.memberId,
    has_answer: post.hasAnswer,
  });

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
    const payload = sanitizeRichHtml(input.payload);
    if (!richHtmlToText(payload) && !payload.includes('<img')) {
      throw new HttpError(422, [
        {
          loc: ['body', 'qna_creation_request', 'payload'],
          msg: qnaMessages.contentRequired,
          type: 'value_error',
        },
      ]);
    }
    return {
      title: requiredPlainText(
        input.title,
        ['qna_creation_request', 'title'],
        qnaMessages.titleRequired,
      ),
      payload,
      payloadText: richHtmlToText(payload),
      isSecret: input.is_secret,
    };
  };

  return {
    viewerOf,
    readable,

    async list(query: ListQuery, viewer: Viewer) {
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
    },

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
        const id = await repo.insertPost(db, { authorId: memberId, ...fieldsOf(input), imageUrls });
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
      const keep = post.imageUrls.filter((url) => input.keep_image_urls.includes(url));
      if (keep.length !== new Set(input.keep_image_urls).size) {
        throw new HttpError(422, [
          { loc: ['body', FILES_FIELD], msg: qnaMessages.unknownImage, type: 'value_error' },
        ]);
      }
      assertImageCount(keep.length + images.length);
      const added = await storeImages(images);
      try {
        await repo.updatePost(db, id, { ...fieldsOf(input), imageUrls: [...keep, ...added] });
      } catch (error) {
        await removeImages(added);
        throw error;
      }
      await removeImages(post.imageUrls.filter((url) => !keep.includes(url)));
      return detailOf((await repo.findPost(db, id))!, await viewerOf(memberId));
    },

    /** The back office's list, by whether the shop has answered: rows and total. */
    async listByAnswer(state: repo.AnswerState, page: { limit: number; offset: number }) {
      const [rows, total] = await Promise.all([
        repo.listByAnswer(db, state, page),
        repo.countByAnswer(db, state),
      ]);
      return { rows, total };
    },

    /** Posts the shop has not answered yet (no admin's comment). */
    countUnanswered: () => repo.countByAnswer(db, 'unanswered'),

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
      await db.transaction(async (tx) => {
        if (!(await repo.deletePost(tx, id))) throw notFound(qnaMessages.notFound);
        if (ownPost) return;
        await audit.record(
          {
            actorId: memberId,
            action: 'qna.delete',
            targetType: 'qna',
            targetId: id,
            detail: { title: post.title, writer_id: post.authorId },
          },
          tx,
        );
      });
      await removeImages(post.imageUrls);
    },
  };
}
export type QnaService = ReturnType<typeof createQnaService>;
