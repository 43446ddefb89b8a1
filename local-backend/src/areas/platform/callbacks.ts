import { callbackApi } from '@console/sdk/platformCalls';
import { REMINDER_DEFAULT_TYPE } from '@console/sdk/constants';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid, ok } from '../../http/envelope';
import { dateTime, integer, requiredInteger, requiredText, text } from '../../http/params';

/** Return-visit callbacks (spec section 7): a user's own reminders only. */
export const callbackEndpoints: Endpoints = [
  define({
    call: callbackApi.findCallBack,
    handler: ({ db, params, user }) => {
      const userId = integer(params, 'userId', '用户编号') ?? user.id;
      if (userId !== user.id) throw forbidden();
      const phone = text(params, 'phone', '电话', 20);
      const list = db
        .prepare(
          `SELECT id, name, phone, remark, date, type, created_at AS time FROM reminders
           WHERE user_id = ? ${phone ? 'AND phone LIKE ?' : ''} ORDER BY date`,
        )
        .all(...(phone ? [user.id, `%${phone}%`] : [user.id]));
      return ok(null, list);
    },
  }),
  define({
    call: callbackApi.addCallBack,
    handler: ({ db, params, user }) => {
      const userId = integer(params, 'userId', '用户编号') ?? user.id;
      if (userId !== user.id) throw forbidden();
      const name = requiredText(params, 'name', '提醒标题', 50);
      const date = dateTime(params, 'date', '提醒时间');
      if (!date) throw invalid('请选择有效的时间');
      const reminder = {
        name,
        phone: text(params, 'phone', '电话', 20) ?? '',
        remark: text(params, 'remark', '备注', 500) ?? '',
        date,
        type: text(params, 'type', '提醒类型', 20) ?? REMINDER_DEFAULT_TYPE,
      };
      const id = integer(params, 'id', '提醒编号');
      if (id !== undefined) {
        const changed = db
          .prepare('UPDATE reminders SET name = @name, phone = @phone, remark = @remark, date = @date, type = @type WHERE id = @id AND user_id = @userId')
          .run({ ...reminder, id, userId: user.id });
        if (!changed.changes) throw forbidden();
        return { id, ...reminder };
      }
      const created = db
        .prepare('INSERT INTO reminders (user_id, name, phone, remark, date, type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(user.id, reminder.name, reminder.phone, reminder.remark, reminder.date, reminder.type, now());
      return { id: Number(created.lastInsertRowid), ...reminder };
    },
  }),
  define({
    call: callbackApi.deleteCallBack,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '提醒编号');
      const removed = db.prepare('DELETE FROM reminders WHERE id = ? AND user_id = ?').run(id, user.id);
      if (!removed.changes) throw forbidden();
      return null;
    },
  }),
];
