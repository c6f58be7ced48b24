/**
 * The dispatch board's live map (Leaflet, loaded lazily with its CSS): riders at their last position and orders at
 * their restaurant (side by side when it has several), each marked by its state's shape and colour (board-marks.ts), over the app's base layer (street
 * tiles or the offline basemap). The map is made once; each refetch only redraws the markers, and the view is fitted
 * to them the first time only, so an admin's pan and zoom survive the 10-second refresh. Selecting an order marker
 * selects the order; the selected order's ride from restaurant to drop is drawn as a dashed line.
 */
import "leaflet/dist/leaflet.css";
import { MAP } from "@zaika/contract/constants";
import type { DispatchBoard } from "@zaika/contract/dispatch";
import L from "leaflet";
import { useEffect, useRef, useState } from "react";
import { addBaseLayer } from "../../../components/map/base-layer";
import { useMapSettings } from "../../../components/map/use-map-settings";
import { currentLocale, t } from "../../../lib/i18n";
import { type Mark, markSvg, ORDER_MARKS, RIDER_MARKS } from "./board-marks";

type DispatchMapProps = {
  riders: DispatchBoard["riders"];
  orders: DispatchBoard["orders"];
  selectedOrderId: string | null;
  onSelectOrder: (orderId: string) => void;
};

const MARKER_SIZE = 24;
const DROP_COLOUR = "#15803d";

/** A mark as a marker icon; the `slot`-th order of one restaurant sits beside the others instead of on top of them. */
function markIcon(mark: Mark, selected = false, slot = 0): L.DivIcon {
  const ring = selected ? "rounded-full ring-4 ring-brand-700/60" : "";
  const half = MARKER_SIZE / 2;
  return L.divIcon({
    className: "",
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [half - slot * (MARKER_SIZE + 2), half],
    // i18n-ignore: HTML markup, no words
    html: `<span class="block drop-shadow ${ring}">${markSvg(mark, MARKER_SIZE)}</span>`,
  });
}

export default function DispatchMap({ riders, orders, selectedOrderId, onSelectOrder }: DispatchMapProps) {
  const containerRef = useRef<HTMLElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const fittedRef = useRef(false);
  const selectRef = useRef(onSelectOrder);
  const mapSettings = useMapSettings();
  useEffect(() => {
    selectRef.current = onSelectOrder;
  });

  // The map itself, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, { center: [MAP.centre.lat, MAP.centre.lng], zoom: 12, scrollWheelZoom: false });
    layerRef.current = L.layerGroup().addTo(created);
    setMap(created);
    return () => {
      setMap(null);
      layerRef.current = null;
      fittedRef.current = false;
      created.remove();
    };
  }, []);

  // Street tiles or the offline basemap, once the public configuration has said which.
  useEffect(() => {
    if (!map || !mapSettings) return;
    const baseLayer = addBaseLayer(map, mapSettings);
    return () => baseLayer.remove();
  }, [map, mapSettings]);

  // The markers of this refetch.
  useEffect(() => {
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const points: L.LatLngTuple[] = [];

    const perRestaurant = new Map<string, number>();
    for (const order of orders) {
      const at: L.LatLngTuple = [order.restaurant.coordinates.lat, order.restaurant.coordinates.lng];
      const slot = perRestaurant.get(order.restaurant._id) ?? 0;
      perRestaurant.set(order.restaurant._id, slot + 1);
      const mark = ORDER_MARKS[order.state];
      const label = t("dispatch:orderMarker", {
        number: order.orderNumber,
        state: t(mark.labelKey).toLocaleLowerCase(currentLocale()),
        restaurant: order.restaurant.name,
      });
      const selected = order._id === selectedOrderId;
      const marker = L.marker(at, {
        icon: markIcon(mark, selected, slot),
        title: label,
        zIndexOffset: selected ? 1000 : 0,
      });
      marker.on("click", () => selectRef.current(order._id));
      // Leaflet makes the marker a focusable button but only opens popups on Enter: the keys of a button select.
      marker.on("keydown", (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== "Enter" && event.originalEvent.key !== " ") return;
        event.originalEvent.preventDefault();
        selectRef.current(order._id);
      });
      layer.addLayer(marker);
      marker.getElement()?.setAttribute("aria-label", label);
      points.push(at);
      if (selected) {
        const drop: L.LatLngTuple = [order.drop.lat, order.drop.lng];
        L.polyline([at, drop], { color: "#374151", weight: 3, dashArray: "6 6", interactive: false }).addTo(layer);
        L.circleMarker(drop, { radius: 7, color: "#fff", weight: 2, fillColor: DROP_COLOUR, fillOpacity: 1 })
          .bindTooltip(t("dispatch:dropOfOrder", { number: order.orderNumber }))
          .addTo(layer);
        points.push(drop);
      }
    }

    for (const rider of riders) {
      if (!rider.position) continue;
      const at: L.LatLngTuple = [rider.position.lat, rider.position.lng];
      const mark = RIDER_MARKS[rider.state];
      const label = t("dispatch:riderMarker", {
        name: rider.name,
        state: t(mark.labelKey).toLocaleLowerCase(currentLocale()),
      });
      const marker = L.marker(at, { icon: markIcon(mark), title: label, keyboard: false });
      layer.addLayer(marker);
      // Not a control (no keyboard focus): a picture with a name, which an aria-label needs a role for.
      marker.getElement()?.setAttribute("role", "img");
      marker.getElement()?.setAttribute("aria-label", label);
      points.push(at);
    }

    if (!fittedRef.current && points.length > 0) {
      fittedRef.current = true;
      map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 15, animate: false });
    }
  }, [map, riders, orders, selectedOrderId]);

  return (
    <section
      ref={containerRef}
      aria-label={t("dispatch:mapLabel")}
      className="h-[55vh] min-h-72 w-full overflow-hidden rounded-2xl bg-[#eef2f5] ring-1 ring-gray-200"
    />
  );
}
