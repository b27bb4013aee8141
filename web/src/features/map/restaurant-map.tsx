// The interactive map (SPEC.md section 2, location and contacts): centred on the restaurant,
// zoom 15, scroll-wheel zoom, OpenStreetMap tiles with attribution, a marker whose icon is
// bundled (not fetched from a CDN) and a popup with the directions link.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { directionsUrl, site } from '../../site';

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

export default function RestaurantMap() {
  const position: [number, number] = [site.geo.lat, site.geo.lng];
  return (
    <MapContainer center={position} zoom={MAP_ZOOM} scrollWheelZoom className="size-full" attributionControl>
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
      />
      <Marker
        position={position}
        icon={icon}
        title={site.brand}
        alt={`${site.brand}, ${site.address.full}`}
        eventHandlers={{
          // SPEC.md: clicking the marker opens the popup and the directions in a new tab.
          click: () => window.open(directionsUrl, '_blank', 'noopener'),
        }}
      >
        <Popup>
          <strong>{site.brand}</strong>
          <br />
          {site.address.full}
          <br />
          <a href={directionsUrl} target="_blank" rel="noopener noreferrer">
            Apri in Google Maps
          </a>
        </Popup>
      </Marker>
    </MapContainer>
  );
}
