// The interactive map (docs/product.md#2-pages-and-routes, location and contacts): centred on the restaurant,
// zoom 15, scroll-wheel zoom, OpenStreetMap tiles with attribution, a marker whose icon is
// bundled (not fetched from a CDN) and a popup with the directions link.
import 'leaflet/dist/leaflet.css';
import './map-controls.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import type { SiteView } from '#domain/site/facts';
import { m } from '#i18n/messages';

export const MAP_ZOOM = 15;

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

// Leaflet's own controls speak English; these give them the page's words (i18n/messages/booking).
const popupCloseInPageWords = (event: L.PopupEvent) => {
  const button = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
  button?.setAttribute('aria-label', m.map_close());
  button?.setAttribute('title', m.map_close());
};
// Leaflet writes the credits as HTML: the words go in as text only (no quote or angle bracket in them).
const leafletCredit = () => `<a href="https://leafletjs.com" title="${m.map_leaflet_title()}">Leaflet</a>`;
const tilesCredit = () => `&copy; <a href="https://www.openstreetmap.org/copyright">${m.map_osm_contributors()}</a>`;

/** `site`: the saved facts (the card that shows it reads them: lib/site.ts). */
export default function RestaurantMap({ site }: { site: SiteView }) {
  const { directionsUrl } = site;
  const position: [number, number] = [site.geo.lat, site.geo.lng];
  return (
    <MapContainer
      // Leaflet takes the centre once: a map of another position is a new map.
      key={position.join()}
      center={position}
      zoom={MAP_ZOOM}
      scrollWheelZoom
      zoomControl={false}
      attributionControl={false}
      className="size-full"
      ref={(map) => {
        map?.on('popupopen', popupCloseInPageWords);
      }}
    >
      <ZoomControl position="topleft" zoomInTitle={m.map_zoom_in()} zoomOutTitle={m.map_zoom_out()} />
      <AttributionControl position="bottomright" prefix={leafletCredit()} />
      <TileLayer url="https://tile.openstreetmap.org/{z}/{x}/{y}.png" attribution={tilesCredit()} />
      <Marker
        position={position}
        icon={icon}
        title={site.brand}
        alt={`${site.brand}, ${site.address.full}`}
        eventHandlers={{
          // docs/product.md#2-pages-and-routes: clicking the marker opens the popup and the directions in a new tab.
          click: () => window.open(directionsUrl, '_blank', 'noopener'),
        }}
      >
        <Popup>
          <strong>{site.brand}</strong>
          <br />
          {site.address.full}
          <br />
          {/* Leaflet's stylesheet sits outside Tailwind's layers and would win over utility classes. */}
          <a href={directionsUrl} target="_blank" rel="noopener noreferrer" style={{ color: '#6b4f2e', fontWeight: 600 }}>
            {m.map_directions()}
          </a>
        </Popup>
      </Marker>
    </MapContainer>
  );
}
