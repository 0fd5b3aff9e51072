import { z } from 'zod';
import { imageDataUrl } from './images.ts';
import { ORDER_STATUSES, orderItemSchema } from './orders.ts';
import { isoDate } from './resource.ts';
import { ROUTE_STATUSES, routeStopSchema } from './routes.ts';

/**
 * The driver's day (docs/product.md §9 "Driver view"): a user linked to a driver works through
 * today's route on a phone. Every act is an action with an id made on the phone, so the phone may
 * queue it while offline and send it again after a lost answer: a repeated id changes nothing and
 * answers what the first one did.
 */

/** Why a collection could not be made at the stop. */
export const FAILURE_REASONS = ['closed', 'not_ready', 'wrong_packaging', 'no_access'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The body limit of `POST /driver/actions`: a photo and a signature with room to spare. */
export const DRIVER_ACTION_BODY_LIMIT = 4 * 1024 * 1024;

const base = {
  /** Made on the phone (crypto.randomUUID): the same id twice is one action. */
  id: z.uuid(),
  /** When it happened on the phone, which may be long before it is sent. */
  at: z.iso.datetime({ offset: true }),
};

const stopBase = { ...base, orderId: z.uuid() };

export const driverActionSchema = z.discriminatedUnion('type', [
  /** The day begins: the route starts, and the driver's signature is kept for the manifests. */
  z.object({ ...base, type: z.literal('start'), routeId: z.uuid(), signature: imageDataUrl }),
  z.object({ ...stopBase, type: z.literal('arrive') }),
  z.object({
    ...stopBase,
    type: z.literal('collect'),
    /** The weighed kg of every item of the order. */
    items: z
      .array(z.object({ id: z.uuid(), actualKg: z.number().min(0).max(100_000) }))
      .min(1)
      .max(50),
    /** Serials of the containers scanned (or typed): they move to the vehicle. */
    serials: z.array(z.string().trim().min(1).max(60)).max(200).default([]),
    generatorName: z.string().trim().min(1).max(120),
    signature: imageDataUrl,
    photo: imageDataUrl.nullish(),
  }),
  z.object({
    ...stopBase,
    type: z.literal('fail'),
    reason: z.enum(FAILURE_REASONS),
    note: z.string().trim().max(500).nullish(),
    photo: imageDataUrl.nullish(),
  }),
]);
export type DriverAction = z.input<typeof driverActionSchema>;
export type DriverActionType = DriverAction['type'];

export const driverActionResultSchema = z.object({
  data: z.object({
    id: z.uuid(),
    type: z.enum(['start', 'arrive', 'collect', 'fail']),
    /** True when this id had been received before: nothing was done again. */
    repeated: z.boolean(),
    orderStatus: z.enum(ORDER_STATUSES).nullable(),
    manifestId: z.uuid().nullable(),
    manifestFolio: z.string().nullable(),
    /** Scanned serials that name no container: kept on the visit for the office to look at. */
    unknownSerials: z.array(z.string()),
  }),
});
export type DriverActionResult = z.infer<typeof driverActionResultSchema>['data'];

/** A stop as the driver sees it: the route's stop, the order's items and what happened there. */
export const driverStopSchema = routeStopSchema
  .pick({
    position: true,
    orderId: true,
    orderNumber: true,
    orderStatus: true,
    companyName: true,
    siteName: true,
    address: true,
    latitude: true,
    longitude: true,
    contactName: true,
    contactPhone: true,
    windowStart: true,
    windowEnd: true,
    arrival: true,
  })
  .extend({
    notes: z.string().nullable(),
    items: z.array(
      orderItemSchema.pick({
        id: true,
        wasteCode: true,
        wasteName: true,
        wasteClassName: true,
        containerTypeName: true,
        containerCount: true,
        estimatedKg: true,
        actualKg: true,
      }),
    ),
    /** Serials of the reusable containers at the site: what the driver expects to scan. */
    expectedSerials: z.array(z.string()),
    hazardous: z.boolean(),
    arrivedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    failureReason: z.enum(FAILURE_REASONS).nullable(),
    manifestFolio: z.string().nullable(),
  });
export type DriverStop = z.infer<typeof driverStopSchema>;

export const driverDaySchema = z.object({
  date: z.string(),
  driverName: z.string().nullable(),
  route: z
    .object({
      id: z.uuid(),
      number: z.string(),
      status: z.enum(ROUTE_STATUSES),
      vehiclePlate: z.string(),
      startTime: z.string(),
      startStore: z.string(),
      endStore: z.string(),
      /** The driver signed the day's manifests as transporter. */
      signed: z.boolean(),
      stops: z.array(driverStopSchema),
    })
    .nullable(),
});
export type DriverDay = z.infer<typeof driverDaySchema>;

export const driverDayQuerySchema = z.object({ date: isoDate.optional() });
