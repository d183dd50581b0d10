/**
 * Which order documents may still be edited or deleted, and why not: one declaration read by the
 * server's hooks (the refusal, code 10100) and by the client's row actions and show page (the
 * disabled button's tooltip), so both say the same Chinese reason. Pure TS: imported by both sides.
 */
import {
  allowedTransitions,
  canTransition,
  isEditableStatus,
  isQuotationType,
  OrderStatus,
  QuotationStatus,
  statusLabel,
} from './statuses';
import { t } from '../../i18n/messages/zh-CN/domainSalesRules';

/** What the rules read of a document (an order or a quotation as the server sends it). */
export interface DocumentFacts {
  code?: string;
  type: number;
  status: number;
  orderId?: string | null;
  paidTotal?: number;
  refundedTotal?: number;
}

const kindOf = (type: number) => (isQuotationType(type) ? t('kindQuotation') : t('kindOrder'));
const draftOf = (type: number) => (isQuotationType(type) ? QuotationStatus.DRAFT : OrderStatus.DRAFT);

/** A document no transition leads out of (完成, 取消, 已关闭) is closed: nothing of it changes any more. */
export const isClosedStatus = (type: number, status: number) => allowedTransitions(type, status).length === 0;

/** Why 编辑 is refused for the document as a whole (closed documents), or null. */
export function editRefusal(doc: DocumentFacts): string | null {
  if (!isClosedStatus(doc.type, doc.status)) return null;
  return t('editClosed', { status: statusLabel(doc.type, doc.status), kind: kindOf(doc.type) });
}

/**
 * Why customer, dates and lines cannot change (sent or confirmed documents are frozen; the remark
 * still may), or null while a draft. Says how to get back to a draft where a move leads there.
 */
export function contentLockReason(doc: DocumentFacts): string | null {
  if (isEditableStatus(doc.type, doc.status)) return null;
  const back = canTransition(doc.type, doc.status, draftOf(doc.type)) ? t('contentLockedBackToDraft') : t('contentLockedNotesOnly');
  return t('contentLocked', { status: statusLabel(doc.type, doc.status), kind: kindOf(doc.type), back });
}

/** The refusal of deleting an order that has payments (the server also checks the payment rows). */
export const paidDeleteRefusal = (code: string | undefined) => t('paidDelete', { code: code ?? '' });

/**
 * Why 删除 is refused, or null: formal orders only in 草稿 or 取消 and without payments; quotations
 * not accepted (草稿, 已拒绝, 已关闭) and not turned into an order — unless that order is deleted in
 * the same call (`alsoDeleted`, the ids of one batch delete), which frees the quotation.
 */
export function deleteRefusal(doc: DocumentFacts, alsoDeleted: readonly string[] = []): string | null {
  const label = t('documentLabel', { code: doc.code ?? '', status: statusLabel(doc.type, doc.status) });
  if (isQuotationType(doc.type)) {
    if (doc.orderId && !alsoDeleted.includes(doc.orderId)) return t('quotationHasOrder', { code: doc.code ?? '' });
    const deletable: number[] = [QuotationStatus.DRAFT, QuotationStatus.REFUSED, QuotationStatus.CLOSED];
    return deletable.includes(doc.status) ? null : t('quotationNotDeletable', { label });
  }
  const deletable: number[] = [OrderStatus.DRAFT, OrderStatus.CANCELED];
  if (!deletable.includes(doc.status)) return t('orderNotDeletable', { label });
  if ((doc.paidTotal ?? 0) > 0 || (doc.refundedTotal ?? 0) > 0) return paidDeleteRefusal(doc.code);
  return null;
}

/** Why a quotation past its validity date cannot be accepted (the 客户接受 button and the server's refusal). */
export const expiredAcceptRefusal = (validUntil: string | null | undefined) => t('expiredAccept', { validUntil: validUntil ?? '' });
