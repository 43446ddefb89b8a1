import { UploadOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Image, Input, InputNumber, Popconfirm, Select, Space, Switch, Upload, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { callerShouldTell } from '../api/envelope';
import type { ImageUpload } from '../contract/resource';
import { imageSrc } from '../safeUrl';
import { DATE_TIME_FORMAT } from '../constants';
import { useOptions, type OptionSearch, type Options } from './filters';
import { PageModal } from './pageActive';
import { SearchSelect } from './SearchSelect';
import { useUnsavedInput } from './sharedState';

/** A field of a page-kit form: what it is, not how to draw it. */
export interface FormField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'select' | 'multiSelect' | 'tags' | 'date' | 'dateTime' | 'switch' | 'password' | 'image';
  required?: boolean;
  /** Message when a required field is empty (default 请输入/请选择 + label). */
  requiredMessage?: string;
  rules?: FormRule[];
  /** A select's choices: a list, or a loader (the company's stages, tags …). */
  options?: Options;
  /** A select among too many choices to list (thousands of companies): asked from the server as the user types. */
  search?: OptionSearch;
  placeholder?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  extra?: ReactNode;
  /** `image`: stored by the backend through this call (the field keeps its URL), else kept inline. */
  upload?: ImageUpload;
}

type Values = Record<string, unknown>;

const isChoice = (field: FormField) => ['select', 'multiSelect', 'tags', 'date', 'dateTime', 'switch'].includes(field.kind ?? 'text');

function ChoiceInput({ field, ...props }: { field: FormField }) {
  const options = useOptions(field.options ?? []);
  if (field.search) return <SearchSelect search={field.search} placeholder={field.placeholder} {...props} />;
  return (
    <Select
      mode={field.kind === 'multiSelect' ? 'multiple' : field.kind === 'tags' ? 'tags' : undefined}
      options={options}
      placeholder={field.placeholder ?? '请选择'}
      allowClear
      {...props}
    />
  );
}

function FieldInput({ field, ...props }: { field: FormField }) {
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={4} maxLength={field.maxLength} placeholder={field.placeholder} {...props} />;
    case 'number':
      return <InputNumber min={field.min} max={field.max} style={{ width: '100%' }} placeholder={field.placeholder} {...props} />;
    case 'select':
    case 'multiSelect':
    case 'tags':
      return <ChoiceInput field={field} {...props} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} {...props} />;
    case 'dateTime':
      return <DatePicker showTime style={{ width: '100%' }} {...props} />;
    case 'switch':
      return <Switch {...props} />;
    case 'image':
      return field.upload ? <UploadedImageInput label={field.label} upload={field.upload} {...props} /> : <ImageInput label={field.label} {...props} />;
    case 'password':
      return <Input.Password maxLength={field.maxLength} placeholder={field.placeholder} {...props} />;
    default:
      return <Input maxLength={field.maxLength} placeholder={field.placeholder ?? `请输入${field.label}`} {...props} />;
  }
}

/** The largest image a form takes inline (an icon, a logo, a photo of a card). */
export const IMAGE_UPLOAD_MAX_BYTES = 512 * 1024;

/** An image chosen from the computer, kept inline as a `data:` URL (what the backend stores for images). */
function ImageInput({ label, value, onChange }: { label: string; value?: string; onChange?: (value: string) => void }) {
  const { message } = App.useApp();
  const choose = (file: File) => {
    if (!file.type.startsWith('image/')) message.error('请选择图片文件');
    else if (file.size > IMAGE_UPLOAD_MAX_BYTES) message.error(`图片不能超过 ${IMAGE_UPLOAD_MAX_BYTES / 1024} KB`);
    else {
      const reader = new FileReader();
      reader.onload = () => onChange?.(String(reader.result));
      reader.readAsDataURL(file);
    }
    return false;
  };
  return (
    <Space align="start">
      {value && <Image src={value} alt={label} width={64} height={64} style={{ objectFit: 'cover' }} />}
      <Upload accept="image/*" showUploadList={false} beforeUpload={choose}>
        <Button icon={<UploadOutlined />}>{value ? '更换图片' : '上传图片'}</Button>
      </Upload>
      {value && (
        <Button type="link" onClick={() => onChange?.('')}>
          移除
        </Button>
      )}
    </Space>
  );
}

/**
 * An image stored by the backend: the chosen file is sent to `upload.call` (multipart, `file` and
 * `purpose`) and the field keeps the URL it answers, previewed. A refused file (the backend names the
 * rule broken; the client shows its message) leaves the field and the rest of the form as they were.
 * Keyboard: the upload button takes Enter and Space, 移除 clears the field.
 */
export function UploadedImageInput({
  id,
  label,
  upload,
  value,
  onChange,
}: {
  id?: string;
  label: string;
  upload: ImageUpload;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const choose = (file: File) => {
    const form = new FormData();
    form.append('purpose', upload.purpose);
    form.append('file', file);
    setBusy(true);
    upload
      .call(form)
      .then((answer) => onChange?.(answer.data.url))
      .catch(() => undefined)
      .finally(() => setBusy(false));
    return false;
  };
  const src = imageSrc(value);
  return (
    <Space align="start">
      {src && <Image src={src} alt={label} width={64} height={64} style={{ objectFit: 'contain' }} />}
      <Upload accept="image/png,image/jpeg,image/webp,image/x-icon" showUploadList={false} beforeUpload={choose} disabled={busy}>
        {/* The form's label points here (id); the button still says what it does. */}
        <Button id={id} icon={<UploadOutlined />} loading={busy} aria-label={value ? `更换${label}` : `上传${label}`}>
          {value ? `更换${label}` : `上传${label}`}
        </Button>
      </Upload>
      {value && (
        <Button type="link" onClick={() => onChange?.('')}>
          移除
        </Button>
      )}
    </Space>
  );
}

/** Dates in the form are dayjs; on the wire they are `YYYY-MM-DD` / `YYYY-MM-DD HH:mm:ss` strings. */
export function toFormValues(fields: FormField[], values: Values = {}): Values {
  const result: Values = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    if ((field.kind === 'date' || field.kind === 'dateTime') && typeof value === 'string' && value) result[field.name] = dayjs(value);
  }
  return result;
}

export function fromFormValues(fields: FormField[], values: Values): Values {
  const result: Values = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    if (dayjs.isDayjs(value)) result[field.name] = (value as Dayjs).format(field.kind === 'date' ? 'YYYY-MM-DD' : DATE_TIME_FORMAT);
    if (typeof value === 'string') result[field.name] = value.trim();
  }
  return result;
}

export interface FormDialogProps {
  title: string;
  /** The button that opens the dialog (omit it to open the dialog with `open`). */
  trigger?: ReactElement<{ onClick?: () => void }>;
  /** Controlled use: one dialog for many rows (edit), opened by the page. */
  open?: boolean;
  /** Called when a controlled dialog closes (cancelled or saved). */
  onClose?: () => void;
  fields: FormField[];
  /** Values of the record being edited (strings for dates). */
  initialValues?: Values;
  /** Saves; a rejection keeps the dialog open with everything typed (the client said why). */
  onSubmit: (values: Values) => Promise<unknown>;
  onDone?: () => void;
  /** Said after a save; a function gets what onSubmit answered (e.g. how many were added). */
  successMessage?: string | ((result: unknown) => string);
  width?: number | string;
}

/** How long a save's report (what a successMessage function says: counts, numbers made, what was left out) stays. */
export const REPORT_MESSAGE_SECONDS = 8;

/**
 * What a save says. A fixed text (保存成功) goes after antd's 3 s. A report names what the save did,
 * up to twenty refused numbers of an import, say: it stays long enough to be read.
 */
export function successNotice(successMessage: NonNullable<FormDialogProps['successMessage']>, result: unknown): { content: string; duration?: number } {
  return typeof successMessage === 'function' ? { content: successMessage(result), duration: REPORT_MESSAGE_SECONDS } : { content: successMessage };
}

/** Add and edit dialogs of the page kit: validation, save, a failed save loses nothing. */
export function FormDialog({
  title,
  trigger,
  open: controlledOpen,
  onClose,
  fields,
  initialValues,
  onSubmit,
  onDone,
  successMessage = '保存成功',
  width = 560,
}: FormDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  // A name of its own prefixes the field ids, so each label points at this dialog's input even
  // when the page's search form has a field of the same name.
  const formName = `dialog${useId().replace(/\W/g, '')}`;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    if (!next) onClose?.();
  };
  const [saving, setSaving] = useState(false);
  // Typed but not saved: the shell asks before a reload would throw it away.
  const [edited, setEdited] = useState(false);
  useUnsavedInput(open && edited);
  useEffect(() => {
    if (!open) setEdited(false);
  }, [open]);

  const wasOpen = useRef(false);
  // Before the dialog is painted, so nothing the user picks first is overwritten by the start values.
  useLayoutEffect(() => {
    const opening = open && !wasOpen.current;
    wasOpen.current = open;
    if (!open) return;
    // A controlled dialog serves many records: each opening starts from that record's values.
    if (opening && controlledOpen !== undefined) form.resetFields();
    form.setFieldsValue(toFormValues(fields, initialValues));
  }, [open, controlledOpen, form, fields, initialValues]);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const result = await onSubmit(fromFormValues(fields, values));
      message.success(successNotice(successMessage, result));
      setEdited(false);
      setOpen(false);
      form.resetFields();
      onDone?.();
    } catch (cause) {
      // Kept open with the input. The client showed a refusal's message; a network or proxy failure
      // (backend restarting) is passed on to the caller by spec section 8, so it is said here.
      if (callerShouldTell(cause)) message.error(String((cause as Error)?.message ?? cause));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {trigger && cloneElement(trigger, { onClick: () => setOpen(true) })}
      <PageModal
        title={title}
        open={open}
        width={width}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        confirmLoading={saving}
        destroyOnHidden={false}
        forceRender
      >
        <Form form={form} name={formName} layout="vertical" onFinish={save} onValuesChange={() => setEdited(true)} preserve>
          {fields.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={field.label}
              extra={field.extra}
              valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
              rules={[
                ...(field.required ? [{ required: true, message: field.requiredMessage ?? `${isChoice(field) ? '请选择' : '请输入'}${field.label}` }] : []),
                ...(field.rules ?? []),
              ]}
            >
              <FieldInput field={field} />
            </Form.Item>
          ))}
        </Form>
      </PageModal>
    </>
  );
}

export interface ConfirmActionProps {
  /** The question; the title is 提示, as the spec's confirmations are. */
  description: ReactNode;
  label?: string;
  onConfirm: () => Promise<unknown>;
  onDone?: () => void;
  successMessage?: string;
  danger?: boolean;
}

/** A row action that asks first (delete, release, recycle ...). */
export function ConfirmAction({ description, label = '删除', onConfirm, onDone, successMessage = '操作成功', danger = true }: ConfirmActionProps) {
  const { message } = App.useApp();
  const run = async () => {
    try {
      await onConfirm();
      message.success(successMessage);
      onDone?.();
    } catch (cause) {
      if (callerShouldTell(cause)) message.error(String((cause as Error)?.message ?? cause));
    }
  };
  return (
    <Popconfirm title="提示" description={description} onConfirm={run} okText="确定" cancelText="取消">
      <Button type="link" size="small" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );
}
