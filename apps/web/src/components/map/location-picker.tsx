import { Col, Form, InputNumber, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from './location-map.tsx';

// Leaflet is loaded with the first map, never on pages without one.
const LocationMap = lazy(() => import('./location-map.tsx').then((m) => ({ default: m.LocationMap })));

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The pin of an address inside an Ant Design form: the `latitude` and `longitude` fields (typed, with
 * their rules) and a map where a click places the pin and a drag moves it. The fields alone are
 * enough, with the keyboard and without a network.
 */
export function LocationPicker({
  labels,
  rules,
  hint,
  prefix = [],
}: {
  labels: { latitude: string; longitude: string };
  rules: { latitude: object[]; longitude: object[] };
  hint: string;
  prefix?: string[];
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const latitudePath = [...prefix, 'latitude'];
  const longitudePath = [...prefix, 'longitude'];
  const latitude = Form.useWatch(latitudePath, form) as number | undefined;
  const longitude = Form.useWatch(longitudePath, form) as number | undefined;
  const point =
    typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : undefined;
  const place = (p: Point) => {
    form.setFieldValue(latitudePath, round(p.latitude));
    form.setFieldValue(longitudePath, round(p.longitude));
    void form.validateFields([latitudePath, longitudePath]);
  };
  return (
    <>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name={latitudePath} label={labels.latitude} rules={rules.latitude}>
            <InputNumber min={-90} max={90} step={0.0001} precision={6} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name={longitudePath} label={labels.longitude} rules={rules.longitude}>
            <InputNumber min={-180} max={180} step={0.0001} precision={6} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
        <LocationMap point={point} onChange={place} label={t('common:map.label')} />
      </Suspense>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {hint}
      </Typography.Paragraph>
    </>
  );
}
