import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
// The Census Bureau boundaries as a separate asset, fetched only when the map opens.
import statesUrl from 'us-atlas/states-10m.json?url';

const WIDTH = 975;
const HEIGHT = 610;

type StateFeature = Feature<Geometry, { name: string }>;

interface Shapes {
  states: StateFeature[];
  borders: string;
}

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/**
 * A clickable map of the US states (dev-tools location page): US Census Bureau boundaries
 * from `us-atlas` (states-10m TopoJSON) drawn with d3-geo's Albers USA projection. A click
 * is turned back into a longitude and latitude (`projection.invert`) and handed to
 * `onPick`; the chosen point is marked.
 */
export default function UsStateMap({ value, onPick }: { value: MapPoint | null; onPick: (point: MapPoint, stateName: string | null) => void }) {
  const [shapes, setShapes] = useState<Shapes | null>(null);
  const [error, setError] = useState<string | null>(null);
  const projection = useMemo(() => geoAlbersUsa().scale(1300).translate([WIDTH / 2, HEIGHT / 2]), []);
  const path = useMemo(() => geoPath(projection), [projection]);

  useEffect(() => {
    let cancelled = false;
    fetch(statesUrl)
      .then((r) => {
        if (!r.ok) throw new Error(`The map data answered ${r.status}.`);
        return r.json() as Promise<Topology<{ states: GeometryCollection<{ name: string }> }>>;
      })
      .then((topology) => {
        if (cancelled) return;
        const collection = feature(topology, topology.objects.states) as FeatureCollection<Geometry, { name: string }>;
        const borders = path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '';
        setShapes({ states: collection.features, borders });
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      cancelled = true;
    };
  }, [path]);

  const pick = (event: MouseEvent<SVGSVGElement>, stateName: string | null) => {
    // The SVG keeps the view box's aspect ratio, so page pixels scale linearly to map units.
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return;
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    const lonLat = projection.invert?.([x, y]);
    if (!lonLat) return;
    const [longitude, latitude] = lonLat;
    onPick({ latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) }, stateName);
  };

  if (error) return <p className="dt-error">{error}</p>;
  if (!shapes) return <p className="dt-muted">Loading the map…</p>;
  const marker = value ? projection([value.longitude, value.latitude]) : null;
  return (
    <figure className="dt-map">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label="Map of the US states: click to place yourself"
        onClick={(e) => {
          const target = e.target as Element;
          pick(e, target.getAttribute('data-state'));
        }}
      >
        {shapes.states.map((s) => (
          <path key={String(s.id ?? s.properties.name)} className="dt-map__state" d={path(s) ?? ''} data-state={s.properties.name}>
            <title>{s.properties.name}</title>
          </path>
        ))}
        <path className="dt-map__borders" d={shapes.borders} />
        {marker ? <circle className="dt-map__marker" cx={marker[0]} cy={marker[1]} r={7} data-testid="map-marker" /> : null}
      </svg>
      <figcaption className="dt-muted">Boundaries: US Census Bureau (us-atlas). Alaska and Hawaii are drawn inset.</figcaption>
    </figure>
  );
}
