import { noticeApi } from '@console/remote-admin/contract';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, notFound } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { paging, requiredInteger, requiredText, text } from '../../http/params';
import { Where } from '../../http/where';
import { fromTable, joinOne } from '../../http/from';

/** Notices: the spec names the pages (/notice, /addNotice) and their roles, not the calls. */
export const noticeEndpoints: Endpoints = [
  define({
    call: noticeApi.list,
    handler: ({ db, params }) =>
      pageOf(
        db,
        {
          select: `n.id, n.title, n.content, n.author_id AS authorId, u.username AS authorName, n.created_at AS createdAt`,
          from: fromTable('notices', 'n', joinOne('users', 'u', 'n.author_id')),
          where: new Where().like('n.title', text(params, 'title', '公告标题', 100)),
          order: 'n.created_at DESC, n.id DESC',
        },
        paging(params),
      ),
  }),
  define({
    call: noticeApi.add,
    handler: ({ db, params, user }) => {
      const notice = { title: requiredText(params, 'title', '公告标题', 100), content: text(params, 'content', '公告内容', 5000) ?? '' };
      const id = db
        .prepare('INSERT INTO notices (title, content, author_id, created_at) VALUES (?, ?, ?, ?)')
        .run(notice.title, notice.content, user.id, now()).lastInsertRowid;
      return { id: Number(id), ...notice };
    },
  }),
  define({
    call: noticeApi.delete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '公告编号');
      const authorId = db.prepare('SELECT author_id FROM notices WHERE id = ?').pluck().get(id) as number | undefined;
      if (authorId === undefined) throw notFound('公告');
      if (authorId !== user.id && user.role !== 'admin') throw forbidden();
      db.prepare('DELETE FROM notices WHERE id = ?').run(id);
      return null;
    },
  }),
];
