import { displayedStatus, paiseToRupees } from '@basisdesk/shared';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  availabilitySlots,
  billingDetails,
  consultantProfiles,
  conversations,
  creditNotes,
  messageAttachments,
  messages,
  notificationPreferences,
  notifications,
  paymentOrders,
  payments,
  receipts,
  signInSessions,
  supportCategories,
  supportTypes,
  taxInvoices,
  ticketRatings,
  ticketStatusHistory,
  tickets,
  userIdentities,
  users,
} from '../../db/schema';
import { transactionOf } from '../../db/transaction';
import { isHistoryEntryShown, toHistoryEntry } from '../tickets/ticket-dto';

const customer = alias(users, 'export_customer');
const consultant = alias(users, 'export_consultant');
const rupeesOf = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** One file the person uploaded: where its bytes are and where the archive puts them. */
export interface ExportedFile {
  storageKey: string;
  pathInArchive: string;
}

/**
 * Everything the product holds about one person (decision 041), as the JSON files of their
 * download. Secrets are never read: no password hash, no second factor's secret or recovery codes.
 */
export interface ExportedData {
  profile: Record<string, unknown>;
  tickets: unknown[];
  messages: unknown[];
  payments: unknown[];
  ratings: { given: unknown[]; received: unknown[] };
  notifications: { preferences: unknown[]; mails: unknown[] };
  signInSessions: unknown[];
  files: ExportedFile[];
}

/** A file name safe in any archive tool: no folders, no control or reserved characters. */
const safeFileName = (name: string) => name.replace(/[^\w .()-]/g, '_').slice(0, 120) || 'file';

async function readProfile(tx: Tx, userId: string) {
  const [person] = await tx.select().from(users).where(eq(users.id, userId));
  if (!person) return null;
  const linked = await tx
    .select({
      provider: userIdentities.provider,
      email: userIdentities.email,
      linkedAt: userIdentities.createdAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  const [billing] = await tx
    .select({
      companyName: billingDetails.companyName,
      address: billingDetails.address,
      gstin: billingDetails.gstin,
    })
    .from(billingDetails)
    .where(eq(billingDetails.userId, userId));
  const [publicProfile] = await tx
    .select({
      headline: consultantProfiles.headline,
      bio: consultantProfiles.bio,
      yearsOfExperience: consultantProfiles.yearsOfExperience,
      certifications: consultantProfiles.certifications,
      languages: consultantProfiles.languages,
      updatedAt: consultantProfiles.updatedAt,
    })
    .from(consultantProfiles)
    .where(eq(consultantProfiles.consultantId, userId));
  return {
    id: person.id,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
    status: person.status,
    timeZone: person.timeZone,
    hourlyRateRupees: rupeesOf(person.hourlyRatePaise),
    meetingLink: person.meetingLink,
    emailVerifiedAt: person.emailVerifiedAt,
    twoFactorAuthenticationSince: person.totpEnabledAt,
    deletedAt: person.erasedAt,
    createdAt: person.createdAt,
    updatedAt: person.updatedAt,
    linkedSignIns: linked,
    billingDetails: billing ?? null,
    // What a consultant wrote for customers' cards; null for anyone who never wrote one.
    consultantProfile: publicProfile ?? null,
  };
}

async function readTickets(tx: Tx, userId: string) {
  const rows = await tx
    .select({
      ticket: tickets,
      supportType: supportTypes.name,
      category: supportCategories.name,
      customerName: customer.firstName,
      customerLastName: customer.lastName,
      consultantName: consultant.firstName,
      consultantLastName: consultant.lastName,
    })
    .from(tickets)
    .innerJoin(supportTypes, eq(supportTypes.id, tickets.supportTypeId))
    .innerJoin(supportCategories, eq(supportCategories.id, tickets.supportCategoryId))
    .innerJoin(customer, eq(customer.id, tickets.customerId))
    .innerJoin(consultant, eq(consultant.id, tickets.consultantId))
    .where(or(eq(tickets.customerId, userId), eq(tickets.consultantId, userId)))
    .orderBy(asc(tickets.createdAt));
  const ids = rows.map((row) => row.ticket.id);
  const [history, sessions] = ids.length
    ? await Promise.all([
        tx
          .select()
          .from(ticketStatusHistory)
          .where(inArray(ticketStatusHistory.ticketId, ids))
          .orderBy(asc(ticketStatusHistory.changedAt)),
        tx
          .select({
            ticketId: availabilitySlots.ticketId,
            start: availabilitySlots.slotStart,
            end: availabilitySlots.slotEnd,
          })
          .from(availabilitySlots)
          .where(inArray(availabilitySlots.ticketId, ids))
          .orderBy(asc(availabilitySlots.slotStart)),
      ])
    : [[], []];
  return rows.map(({ ticket, ...names }) => {
    const asCustomer = ticket.customerId === userId;
    // What they saw of it: a consultant reads Paid as Closed and no payment at all (spec §4, §6).
    const viewer = { role: asCustomer ? ('Customer' as const) : ('Consultant' as const) };
    return {
      id: ticket.id,
      orderNumber: ticket.orderNumber,
      yourRole: asCustomer ? 'customer' : 'consultant',
      customer: `${names.customerName} ${names.customerLastName}`,
      consultant: `${names.consultantName} ${names.consultantLastName}`,
      supportType: names.supportType,
      category: names.category,
      srIdentifier: ticket.srIdentifier,
      priority: ticket.priority,
      description: ticket.description,
      status: displayedStatus(ticket.status, viewer.role),
      ...(asCustomer && { paymentStatus: ticket.paymentStatus }),
      hourlyRateRupees: rupeesOf(ticket.hourlyRatePaise),
      bookedMinutes: ticket.bookedMinutes,
      hoursWorked: ticket.hoursWorked,
      createdAt: ticket.createdAt,
      updatedAt: ticket.updatedAt,
      sessions: sessions
        .filter((slot) => slot.ticketId === ticket.id)
        .map(({ start, end }) => ({ start, end })),
      history: history
        .filter((entry) => entry.ticketId === ticket.id && isHistoryEntryShown(entry, viewer))
        .map((entry) => toHistoryEntry(entry, viewer)),
    };
  });
}

/** The messages they wrote or received, grouped by ticket, and the files they uploaded. */
async function readMessages(tx: Tx, userId: string) {
  const rows = await tx
    .select({ message: messages, orderNumber: tickets.orderNumber })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(tickets, eq(tickets.id, conversations.ticketId))
    .where(
      and(
        or(eq(conversations.customerId, userId), eq(conversations.consultantId, userId)),
        or(eq(messages.senderId, userId), eq(messages.recipientId, userId)),
      ),
    )
    .orderBy(asc(tickets.orderNumber), asc(messages.sentAt), asc(messages.id));
  const ids = rows.map((row) => row.message.id);
  const attachments = ids.length
    ? await tx
        .select()
        .from(messageAttachments)
        .where(inArray(messageAttachments.messageId, ids))
        .orderBy(asc(messageAttachments.createdAt))
    : [];
  const files: ExportedFile[] = [];
  const byTicket = new Map<string, unknown[]>();
  for (const { message, orderNumber } of rows) {
    const sentByThem = message.senderId === userId;
    const list = byTicket.get(orderNumber) ?? [];
    list.push({
      id: message.id,
      direction: sentByThem ? 'sent' : 'received',
      from: message.senderName,
      type: message.messageType,
      content: message.content,
      edited: message.isEdited,
      sentAt: message.sentAt,
      readAt: message.readAt,
      attachments: attachments
        .filter((attachment) => attachment.messageId === message.id)
        .map((attachment) => {
          const file = sentByThem
            ? `attachments/${orderNumber}/${attachment.id}-${safeFileName(attachment.originalFileName)}`
            : null;
          if (file) files.push({ storageKey: attachment.storageKey, pathInArchive: file });
          return {
            fileName: attachment.originalFileName,
            contentType: attachment.contentType,
            sizeBytes: attachment.fileSize,
            fileInThisArchive: file,
          };
        }),
    });
    byTicket.set(orderNumber, list);
  }
  return {
    messages: [...byTicket].map(([orderNumber, list]) => ({ orderNumber, messages: list })),
    files,
  };
}

/** Their payments as the paying customer: orders, attempts, refunds and receipts. */
async function readPayments(tx: Tx, userId: string) {
  const rows = await tx
    .select({
      payment: payments,
      orderNumber: tickets.orderNumber,
      receipt: receipts.number,
      issuedAt: receipts.issuedAt,
      taxInvoice: taxInvoices.number,
      creditNote: creditNotes.number,
    })
    .from(payments)
    .innerJoin(tickets, eq(tickets.id, payments.ticketId))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .leftJoin(taxInvoices, eq(taxInvoices.receiptId, receipts.id))
    .leftJoin(creditNotes, eq(creditNotes.receiptId, receipts.id))
    .where(eq(tickets.customerId, userId))
    .orderBy(asc(payments.createdAt));
  const orders = await tx
    .select({ order: paymentOrders, orderNumber: tickets.orderNumber })
    .from(paymentOrders)
    .innerJoin(tickets, eq(tickets.id, paymentOrders.ticketId))
    .where(and(eq(tickets.customerId, userId), isNotNull(paymentOrders.providerOrderId)))
    .orderBy(asc(paymentOrders.createdAt));
  return [
    ...orders.map(({ order, orderNumber }) => ({
      kind: 'order',
      orderNumber,
      provider: order.provider,
      providerOrderId: order.providerOrderId,
      amountRupees: rupeesOf(order.amountPaise),
      currency: order.currency,
      status: order.status,
      createdAt: order.createdAt,
    })),
    ...rows.map(({ payment, orderNumber, receipt, issuedAt, taxInvoice, creditNote }) => ({
      kind: 'payment',
      orderNumber,
      providerPaymentId: payment.providerPaymentId,
      status: payment.status,
      amountRupees: rupeesOf(payment.amountPaise),
      currency: payment.currency,
      failureReason: payment.failureReason,
      capturedAt: payment.capturedAt,
      refund: payment.refundStatus && {
        status: payment.refundStatus,
        reason: payment.refundReason,
        requestedAt: payment.refundRequestedAt,
        refundedAt: payment.refundedAt,
      },
      receipt: receipt && { number: receipt, issuedAt, taxInvoice, creditNote },
    })),
  ];
}

async function readRatings(tx: Tx, userId: string) {
  const rows = await tx
    .select({ rating: ticketRatings, orderNumber: tickets.orderNumber })
    .from(ticketRatings)
    .leftJoin(tickets, eq(tickets.id, ticketRatings.orderId))
    .where(or(eq(ticketRatings.ratedByUserId, userId), eq(ticketRatings.ratedUserId, userId)))
    .orderBy(asc(ticketRatings.createdAt));
  const shown = ({ rating, orderNumber }: (typeof rows)[number]) => ({
    orderNumber,
    communicationProfessionalism: rating.communicationProfessionalism,
    resolutionQuality: rating.resolutionQuality,
    responseTime: rating.responseTime,
    comments: rating.comments,
    createdAt: rating.createdAt,
  });
  return {
    given: rows.filter((row) => row.rating.ratedByUserId === userId).map(shown),
    received: rows.filter((row) => row.rating.ratedUserId === userId).map(shown),
  };
}

async function readNotifications(tx: Tx, userId: string) {
  const [preferences, mails] = await Promise.all([
    tx
      .select({ category: notificationPreferences.category, enabled: notificationPreferences.enabled })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    tx
      .select({
        event: notifications.event,
        category: notifications.category,
        subject: notifications.subject,
        status: notifications.status,
        createdAt: notifications.createdAt,
        sentAt: notifications.sentAt,
      })
      .from(notifications)
      .where(eq(notifications.recipientId, userId))
      .orderBy(asc(notifications.createdAt)),
  ]);
  return { preferences, mails };
}

const readSignInSessions = (tx: Tx, userId: string) =>
  tx
    .select({
      startedAt: signInSessions.createdAt,
      lastSeenAt: signInSessions.lastSeenAt,
      expiresAt: signInSessions.expiresAt,
      endedAt: signInSessions.endedAt,
      endReason: signInSessions.endReason,
      device: signInSessions.userAgent,
      address: signInSessions.ipAddress,
    })
    .from(signInSessions)
    .where(eq(signInSessions.userId, userId))
    .orderBy(asc(signInSessions.createdAt));

export function createDataExportRepository(db: Db) {
  return {
    /** For telling of the download in a transaction of its own (the read is read-only). */
    transaction: transactionOf(db),

    /**
     * Everything about the person as of one moment: one read-only, repeatable-read transaction,
     * so a message sent meanwhile is in every file or in none. Null for an unknown id.
     */
    read(userId: string): Promise<ExportedData | null> {
      return db.transaction(
        async (tx) => {
          const profile = await readProfile(tx, userId);
          if (!profile) return null;
          const ticketList = await readTickets(tx, userId);
          const { messages: messageList, files } = await readMessages(tx, userId);
          return {
            profile,
            tickets: ticketList,
            messages: messageList,
            payments: await readPayments(tx, userId),
            ratings: await readRatings(tx, userId),
            notifications: await readNotifications(tx, userId),
            signInSessions: await readSignInSessions(tx, userId),
            files,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
