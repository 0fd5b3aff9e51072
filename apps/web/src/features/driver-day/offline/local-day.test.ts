import type { DriverAction, DriverDay, DriverStop } from '@recolecta/shared/driver';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/http-error.ts';
import { refusalOf, verdictOf } from './action-queue.ts';
import { applyAction, doneCount, localDay } from './local-day.ts';

const PNG = 'data:image/png;base64,AAAA';
const at = '2026-11-25T10:00:00.000Z';

const stop = (n: number): DriverStop => ({
  position: n,
  orderId: `00000000-0000-4000-8000-00000000000${n}`,
  orderNumber: `PED-${n}`,
  orderStatus: 'in_progress',
  companyName: 'Clínica Norte',
  siteName: `Sitio ${n}`,
  address: 'Av. Insurgentes 1',
  latitude: 19.4,
  longitude: -99.1,
  contactName: null,
  contactPhone: null,
  windowStart: '08:00',
  windowEnd: '14:00',
  arrival: '09:00',
  notes: null,
  items: [
    {
      id: `10000000-0000-4000-8000-00000000000${n}`,
      wasteCode: 'RPBI-1',
      wasteName: 'Punzocortantes',
      wasteClassName: 'Punzocortantes',
      containerTypeName: 'Caja',
      containerCount: 2,
      estimatedKg: 10,
      actualKg: null,
    },
  ],
  expectedSerials: [],
  hazardous: true,
  arrivedAt: null,
  finishedAt: null,
  failureReason: null,
  manifestFolio: null,
});

const day: DriverDay = {
  date: '2026-11-25',
  driverName: 'Ana López',
  route: {
    id: '20000000-0000-4000-8000-000000000001',
    number: 'RUT-1',
    status: 'planned',
    vehiclePlate: 'ABC-123',
    startTime: '07:00',
    startStore: 'Centro',
    endStore: 'Centro',
    signed: false,
    stops: [stop(1), stop(2)],
  },
};

const collect = (n: number): DriverAction => ({
  id: `30000000-0000-4000-8000-00000000000${n}`,
  at,
  type: 'collect',
  orderId: stop(n).orderId,
  items: [{ id: stop(n).items[0]!.id, actualKg: 9.5 }],
  serials: [],
  generatorName: 'Rosa',
  signature: PNG,
});

describe("the driver's day on the phone", () => {
  it('applies queued acts in order and marks their stops as waiting', () => {
    const start: DriverAction = { id: 'a', at, type: 'start', routeId: day.route!.id, signature: PNG };
    const fail: DriverAction = { id: 'b', at, type: 'fail', orderId: stop(2).orderId, reason: 'closed' };
    const local = localDay(day, [start, collect(1), fail]);
    expect(local.route).toMatchObject({ signed: true, status: 'in_progress' });
    expect(local.route!.stops[0]).toMatchObject({ orderStatus: 'collected', waiting: true, arrivedAt: at });
    expect(local.route!.stops[0]!.items[0]!.actualKg).toBe(9.5);
    expect(local.route!.stops[1]).toMatchObject({
      orderStatus: 'failed',
      failureReason: 'closed',
      waiting: true,
    });
    expect(doneCount(local.route!.stops)).toBe(2);
    expect(localDay(day, []).route!.stops.every((s) => !s.waiting)).toBe(true);
  });

  it("keeps the server's answer once accepted, and never undoes a finished stop", () => {
    const accepted = applyAction(day, collect(1), {
      id: 'x',
      type: 'collect',
      repeated: false,
      orderStatus: 'collected',
      manifestId: null,
      manifestFolio: 'MAN-2026-000001',
      unknownSerials: [],
    });
    expect(accepted.route!.stops[0]).toMatchObject({
      orderStatus: 'collected',
      manifestFolio: 'MAN-2026-000001',
    });
    const failedAfter = applyAction(accepted, {
      id: 'y',
      at,
      type: 'fail',
      orderId: stop(1).orderId,
      reason: 'closed',
    });
    expect(failedAfter.route!.stops[0]!.orderStatus).toBe('collected');
  });

  it('retries what the network lost and drops what the server refused', () => {
    const error = (status: number, kind: HttpError['kind']) =>
      new HttpError({
        kind,
        status,
        code: 'X',
        message: 'No',
        details: [{ path: 'items', message: 'Faltan kg' }],
      });
    expect(verdictOf(error(0, 'network'))).toBe('retry');
    expect(verdictOf(error(503, 'unavailable'))).toBe('retry');
    expect(verdictOf(error(500, 'server'))).toBe('retry');
    expect(verdictOf(error(401, 'unauthenticated'))).toBe('signed-out');
    expect(verdictOf(error(422, 'validation'))).toBe('rejected');
    expect(verdictOf(error(409, 'conflict'))).toBe('rejected');
    expect(refusalOf(error(422, 'validation'))).toEqual({ status: 422, code: 'X', message: 'No: Faltan kg' });
    // A time the server cannot believe (the phone's clock far off) is refused on `at`, and shown once.
    const clock = new HttpError({
      kind: 'validation',
      status: 422,
      code: 'ACT_TIME_IN_FUTURE',
      message: "The act's time is in the future; check the phone's date and time",
      details: [{ path: 'at', message: "The act's time is in the future; check the phone's date and time" }],
    });
    expect(verdictOf(clock)).toBe('rejected');
    expect(refusalOf(clock)).toEqual({
      status: 422,
      code: 'ACT_TIME_IN_FUTURE',
      message: "The act's time is in the future; check the phone's date and time",
    });
  });
});
