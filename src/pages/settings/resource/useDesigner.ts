import { useCallback, useEffect, useState } from 'react';
import type { ResourceSchema } from '../../../schemas/types';
import { emptyDraft, forPreview, fromServer, sameDraft, toSaved, type ResourceDraft } from './draftEdits';
import { builtInBase, extensionDraft, publishedExtension, toSavedExtension } from './extensionDraft';
import { extendSchema } from '../../../schemas/extendSchema';
import { useResourceApi, type ResourceDesign } from './resourceApi';
import { useNotices } from '../../../state/notices';
import { t } from '../../../i18n/messages/zh-CN/designer';

/** What the designer knows of the resource on the server. */
interface ServerSide {
  /** The name it is saved under; null until the first save of a new resource. */
  name: string | null;
  /** The draft as last saved or read (what "unsaved changes" compares with). */
  saved: ResourceDraft | null;
  published: ResourceSchema | null;
  version: number;
  /** A saved draft differs from the published version. */
  hasDraft: boolean;
  /**
   * A built-in resource (extension mode): its bundled schema. The draft then holds only the custom
   * fields, and `published` is the resource as its users get it (with the published custom fields).
   */
  base: ResourceSchema | null;
}

const NEW: ServerSide = { name: null, saved: null, published: null, version: 0, hasDraft: false, base: null };

/** What the designer starts from: the saved draft, else the published design. */
function startOf(name: string, d: ResourceDesign): ServerSide {
  const base = d.builtIn ? builtInBase(name, d.published) : null;
  if (base) {
    const saved = d.draft ? extensionDraft(base, d.draft.fields ?? []) : publishedExtension(base, d.published);
    return { name, saved, published: d.published, version: d.version, hasDraft: d.draft !== null, base };
  }
  const saved = fromServer(d.draft ?? d.published ?? { ...emptyDraft(), name });
  return { name, saved, published: d.published, version: d.version, hasDraft: d.draft !== null && d.published !== null, base: null };
}

/** Whether two drafts would save the same: the custom fields only, for a built-in. */
const sameSaved = (a: ResourceDraft, b: ResourceDraft, builtIn: boolean) =>
  builtIn ? JSON.stringify(toSavedExtension(a)) === JSON.stringify(toSavedExtension(b)) : sameDraft(a, b);
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The designer's state and its calls: the draft being edited, what the server holds, and 保存草稿 /
 * 发布 / 放弃草稿, for an added resource or (extension mode) the custom fields of a built-in one. A
 * refusal is kept in `serverError` to show beside the editor (the HTTP client has shown it as a
 * notice too). 发布 saves unsaved edits first, since the server publishes the saved draft.
 */
export function useDesigner(
  name: string | null,
  { onSaved, onPublished, onRemoved }: { onSaved(): void; onPublished(): Promise<void> | void; onRemoved(): void },
) {
  const api = useResourceApi();
  const { notification } = useNotices();
  const [draft, setDraft] = useState<ResourceDraft>(emptyDraft);
  const [server, setServer] = useState<ServerSide>(NEW);
  const [loading, setLoading] = useState(name !== null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | 'discard' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // When 保存草稿 last saved, shown beside the buttons.
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  const load = useCallback(async () => {
    if (name === null) return;
    setLoading(true);
    setLoadFailed(false);
    try {
      const start = startOf(name, await api.findByName(name));
      setDraft(start.saved!);
      setServer(start);
    } catch {
      setLoadFailed(true); // shown by the HTTP client; the screen offers 重试
    } finally {
      setLoading(false);
    }
  }, [api, name]);

  useEffect(() => {
    void load();
  }, [load]);

  const dirty = !sameSaved(draft, server.saved ?? emptyDraft(), server.base !== null);

  /**
   * 保存草稿, also the first step of 发布. Resolves whether it was saved. Said beside the buttons
   * (`savedAt`), not by a 操作成功 notice: one at the top right covered 发布's confirmation, so a
   * click on its 确定 landed on the notice and the publish silently did not happen.
   */
  async function save(): Promise<boolean> {
    setBusy('save');
    try {
      await api.save(server.base ? toSavedExtension(draft) : toSaved(draft));
      setSavedAt(new Date());
      // A built-in is always published: its saved custom fields are a draft beside it.
      setServer((s) => ({ ...s, name: draft.name, saved: draft, hasDraft: s.published !== null }));
      setServerError(null);
      onSaved();
      return true;
    } catch (e) {
      setServerError(messageOf(e));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function publish() {
    if ((dirty || server.name === null) && !(await save())) return;
    setBusy('publish');
    try {
      const { version } = await api.publish(draft.name);
      notification.success({ message: t('published', { version }) });
      setSavedAt(null); // nothing unpublished is left to say saved
      const published = server.base ? extendSchema(server.base, draft.fields).schema : forPreview(draft);
      setServer((s) => ({ ...s, published, version, hasDraft: false }));
      setServerError(null);
      await onPublished();
    } catch (e) {
      setServerError(messageOf(e));
    } finally {
      setBusy(null);
    }
  }

  /** 放弃草稿: back to the published design, or (never published) the resource is gone. */
  async function discard() {
    if (server.name === null) return;
    setBusy('discard');
    try {
      await api.discard(server.name);
      setServerError(null);
      setSavedAt(null);
      if (!server.published) return onRemoved();
      // A built-in keeps its design and versions: back to its published custom fields.
      const back = server.base ? publishedExtension(server.base, server.published) : fromServer(server.published);
      setDraft(back);
      setServer((s) => ({ ...s, saved: back, hasDraft: false }));
      onSaved();
    } catch (e) {
      setServerError(messageOf(e));
    } finally {
      setBusy(null);
    }
  }

  return {
    draft,
    setDraft,
    server,
    loading,
    loadFailed,
    reload: load,
    busy,
    serverError,
    setServerError,
    dirty,
    savedAt,
    save,
    publish,
    discard,
  };
}
