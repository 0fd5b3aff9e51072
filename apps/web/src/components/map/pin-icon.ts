import { divIcon } from 'leaflet';

/**
 * A pin drawn in CSS, so it needs no image file and shows even when the tile server (or the network)
 * does not answer: the map then is a plain background with its pins.
 */
export const pinIcon = (colour = '#001AE2') =>
  divIcon({
    className: 'recolecta-pin',
    html: `<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;background:${colour};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45);transform:rotate(-45deg)"></span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 22],
  });
