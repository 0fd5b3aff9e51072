import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { describe, expect, it } from 'vitest';
import { formCodec } from './form-values.ts';

interface Body {
  name: string;
  phone?: string | null;
  capacity?: number | null;
  ids?: string[];
  expiry?: string | null;
  opensAt?: string | null;
  status?: 'active' | 'inactive';
}
type Values = Omit<Body, 'expiry' | 'opensAt'> & {
  expiry?: dayjs.Dayjs | null;
  opensAt?: dayjs.Dayjs | null;
};
type Item = Required<Omit<Body, 'status'>> & { status: 'active' | 'inactive'; id: string; linkedId: string };

// antd's pickers extend dayjs with it in the app (a time picker reads `HH:mm`).
dayjs.extend(customParseFormat);

const codec = formCodec<Values, Body, Item>({
  name: 'value',
  phone: 'text',
  capacity: 'optional',
  ids: 'list',
  expiry: 'date',
  opensAt: 'time',
  status: 'initial',
});

describe('formCodec', () => {
  it('fills the form from a record: no text as empty, dates and times as pickers hold them, no status', () => {
    const values = codec.toValues({
      id: 'x',
      linkedId: 'y',
      name: 'A',
      phone: null,
      capacity: null,
      ids: ['1'],
      expiry: '2027-03-01',
      opensAt: '07:30',
      status: 'inactive',
    });
    expect(values.name).toBe('A');
    expect(values.phone).toBeUndefined();
    expect(values.capacity).toBeNull();
    expect(values.ids).toEqual(['1']);
    expect(values.expiry?.format('YYYY-MM-DD')).toBe('2027-03-01');
    expect(values.opensAt?.format('HH:mm')).toBe('07:30');
    expect(values).not.toHaveProperty('status');
    expect(values).not.toHaveProperty('linkedId');
  });

  it('sends exactly the listed fields, empty ones as null', () => {
    const body = codec.toBody({ name: 'A', phone: '', capacity: undefined, expiry: null, status: 'active' });
    expect(body).toEqual({
      name: 'A',
      phone: null,
      capacity: null,
      ids: [],
      expiry: null,
      opensAt: null,
      status: 'active',
    });
    expect(codec.toBody({ name: 'B', expiry: dayjs('2027-03-01'), capacity: 0 })).toMatchObject({
      expiry: '2027-03-01',
      capacity: 0,
    });
  });
});
