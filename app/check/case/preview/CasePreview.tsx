/**
 * The case panels' 3D preview, drawn with three.js. This module (and three.js with it) loads only when the "Make a
 * case" panel opens or a fit check has a result. For the fit check it also draws the board (a slab in its outline)
 * with the case see-through around it, and each finding's place as a numbered box (red for a problem). Drag to turn, scroll or pinch to zoom; the buttons do the same from the keyboard. The canvas
 * is transparent, so the page's own light or dark background shows behind the parts, and the bed grid follows the
 * theme. The list under it is the same picture in words: every part and its size.
 */
import { useEffect, useRef, useState } from "react";
import {
  AmbientLight,
  BufferAttribute,
  BoxGeometry,
  BufferGeometry,
  CanvasTexture,
  Color,
  DirectionalLight,
  EdgesGeometry,
  ExtrudeGeometry,
  GridHelper,
  LineBasicMaterial,
  LineSegments,
  MeshBasicMaterial,
  Mesh as ThreeMesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Shape,
  Spherical,
  Sprite,
  SpriteMaterial,
  Vector2,
  Vector3,
  WebGLRenderer,
} from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";
import { sizeText } from "@hackpad/preflight/report";
import { secondaryButton } from "~/app/check/styles";
import type { WireMesh } from "../protocol";
import { caseModel } from "@hackpad/programme/case-model";
import { bedShifts, boxOf, boxSize, explodedLift, shiftBox, unionBox } from "./layout";

export interface PreviewBody {
  name: string;
  size: [number, number, number];
  mesh: WireMesh;
  color?: string;
}

/** The board under a fitted case: a slab in its outline, between the heights the fit check placed it at. */
export interface PreviewBoard {
  outline: readonly (readonly [number, number])[];
  bottom: number;
  top: number;
}

/** A place to point at (a fit finding's marker): a box, centre and size, turned `angle` degrees about z, and its number. */
export interface PreviewMark {
  number: number;
  severity: "problem" | "warning";
  centre: [number, number, number];
  size: [number, number, number];
  angle: number;
}

const BOARD_COLOR = "#2f8f5b";

const boardBoxOf = (board: PreviewBoard) => boxOf(new Float32Array(board.outline.flatMap(([x, y]) => [x, y, board.bottom, x, y, board.top])));
const NO_MARKS: readonly PreviewMark[] = [];
const MARK_COLOR = { problem: "#dc2626", warning: "#d97706" };
/** The thinnest a mark is drawn, so a flat one (an opening's outline) still shows. */
const MIN_MARK_MM = 0.8;

/** The number of a mark as a sprite that always faces the camera, drawn over everything. */
function numberSprite(number: number, color: string): Sprite {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 64;
  const context = canvas.getContext("2d");
  if (context) {
    context.fillStyle = color;
    context.beginPath();
    context.arc(32, 32, 30, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = "#ffffff";
    context.font = "bold 36px system-ui, sans-serif";
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(String(number), 32, 34);
  }
  const sprite = new Sprite(new SpriteMaterial({ map: new CanvasTexture(canvas), depthTest: false, transparent: true }));
  sprite.renderOrder = 2;
  return sprite;
}

/** Colours for bodies the engine gave none: the site's brand blue and a warm grey, readable on both themes. */
const PALETTE = ["#3b82c4", "#a3a3a3", "#d9822b", "#5b9a68"];

const isDark = () => document.documentElement.dataset.theme === "dark";

interface View {
  turn(radians: number): void;
  tilt(radians: number): void;
  zoom(factor: number): void;
  reset(): void;
  explode(on: boolean): void;
}

/**
 * `onBed`: the bodies are printed parts, each lying at the origin the way it prints; they are shown side by side.
 * `board` and `marks`: a fitted case, its bodies see-through around the board and the marks (no exploded view: the
 * marks belong where the parts are).
 */
export default function CasePreview({
  bodies,
  label,
  onBed = false,
  board,
  marks = NO_MARKS,
}: {
  bodies: readonly PreviewBody[];
  label: string;
  onBed?: boolean;
  board?: PreviewBoard;
  marks?: readonly PreviewMark[];
}) {
  const fitted = board !== undefined || marks.length > 0;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<View | null>(null);
  const [exploded, setExploded] = useState(false);
  const explodedNow = useRef(exploded);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ antialias: true, alpha: true });
    } catch {
      setProblem("This browser has 3D drawing (WebGL) turned off, so there is no picture; the list below names every part with its size.");
      return;
    }
    renderer.setPixelRatio(Math.min(2, window.devicePixelRatio));
    const canvas = renderer.domElement;
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", label);
    canvas.tabIndex = 0;
    canvas.className = "block w-full rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--focus)]";
    element.append(canvas);

    const scene = new Scene();
    scene.add(new AmbientLight(0xffffff, 1.2));
    const sun = new DirectionalLight(0xffffff, 2);
    sun.position.set(1, -1.5, 2);
    scene.add(sun);

    const made = bodies.map((body) => boxOf(body.mesh.positions));
    const shifts = onBed ? bedShifts(made, caseModel.printBedSpacingMm) : made.map((): [number, number] => [0, 0]);
    const boxes = made.map((box, index) => shiftBox(box, shifts[index] ?? [0, 0]));
    const boardBox = board ? boardBoxOf(board) : null;
    const whole = unionBox(boardBox ? [...boxes, boardBox] : boxes);
    const centre = new Vector3((whole.min[0] + whole.max[0]) / 2, (whole.min[1] + whole.max[1]) / 2, whole.min[2]);
    const extent = Math.max(1, whole.max[0] - whole.min[0], whole.max[1] - whole.min[1], whole.max[2] - whole.min[2]);
    const lifts = explodedLift(boxes);
    const meshes = bodies.map((body, index) => {
      const geometry = new BufferGeometry();
      geometry.setAttribute("position", new BufferAttribute(body.mesh.positions, 3));
      geometry.setIndex(new BufferAttribute(body.mesh.indices, 1));
      const material = new MeshStandardMaterial({
        color: new Color(body.color ?? PALETTE[index % PALETTE.length]),
        flatShading: true,
        metalness: 0,
        roughness: 0.8,
        // Around a board, the case is see-through so the board and the marks inside it show.
        ...(fitted ? { transparent: true, opacity: 0.35, depthWrite: false } : {}),
      });
      const mesh = new ThreeMesh(geometry, material);
      const [x, y] = shifts[index] ?? [0, 0];
      mesh.position.set(x, y, 0);
      scene.add(mesh);
      return mesh;
    });
    const extras: { geometry?: BufferGeometry; material: { dispose(): void }; texture?: { dispose(): void } }[] = [];
    if (board && board.outline.length >= 3) {
      const shape = new Shape(board.outline.map(([x, y]) => new Vector2(x, y)));
      const geometry = new ExtrudeGeometry(shape, { depth: Math.max(0.1, board.top - board.bottom), bevelEnabled: false });
      geometry.translate(0, 0, board.bottom);
      const material = new MeshStandardMaterial({ color: new Color(BOARD_COLOR), flatShading: true, metalness: 0, roughness: 0.7 });
      scene.add(new ThreeMesh(geometry, material));
      extras.push({ geometry, material });
    }
    for (const mark of marks) {
      const color = MARK_COLOR[mark.severity];
      const geometry = new BoxGeometry(...(mark.size.map((side) => Math.max(MIN_MARK_MM, side)) as [number, number, number]));
      const material = new MeshBasicMaterial({ color: new Color(color), transparent: true, opacity: 0.45, depthWrite: false });
      const box = new ThreeMesh(geometry, material);
      box.position.set(...mark.centre);
      box.rotation.z = (mark.angle * Math.PI) / 180;
      box.renderOrder = 1;
      scene.add(box);
      const edges = new EdgesGeometry(geometry);
      const lines = new LineBasicMaterial({ color: new Color(color) });
      const outline = new LineSegments(edges, lines);
      outline.position.copy(box.position);
      outline.rotation.copy(box.rotation);
      scene.add(outline);
      const sprite = numberSprite(mark.number, color);
      const badge = Math.max(5, extent * 0.09);
      sprite.scale.set(badge, badge, 1);
      sprite.position.set(mark.centre[0], mark.centre[1], mark.centre[2] + Math.max(MIN_MARK_MM, mark.size[2]) / 2 + badge * 0.8);
      scene.add(sprite);
      extras.push({ geometry, material }, { geometry: edges, material: lines }, { material: sprite.material, texture: sprite.material.map ?? undefined });
    }

    const grid = new GridHelper(extent * 1.6, 16);
    grid.rotation.x = Math.PI / 2;
    grid.position.copy(centre);
    scene.add(grid);
    const paintGrid = () => {
      const line = isDark() ? 0x64748b : 0xcbd5e1;
      for (const material of [grid.material].flat()) material.color.set(line);
      render();
    };

    const camera = new PerspectiveCamera(35, 4 / 3, extent / 100, extent * 20);
    camera.up.set(0, 0, 1);
    // A fitted case is one object on the board, not parts side by side: the camera starts closer to it.
    const distance = fitted ? 0.75 : 1;
    const home = () => camera.position.copy(centre).add(new Vector3(extent * 0.9, -extent * 1.4, extent * 1.2).multiplyScalar(distance));
    home();
    const controls = new OrbitControls(camera, canvas);
    controls.target.copy(centre);
    controls.listenToKeyEvents(canvas);
    controls.update();

    function render() {
      renderer.render(scene, camera);
    }
    controls.addEventListener("change", render);

    const resize = () => {
      const width = element.clientWidth || 320;
      const height = Math.round(Math.min(420, Math.max(220, width * 0.7)));
      renderer.setSize(width, height, true);
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
      render();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(element);
    const themeWatch = new MutationObserver(paintGrid);
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });

    const orbit = (change: (spherical: Spherical) => void) => {
      const offset = camera.position.clone().sub(controls.target);
      // Spherical measures from +Y; the case stands on Z, so swap into and out of a Y-up frame.
      const spherical = new Spherical().setFromCartesianCoords(offset.x, offset.z, -offset.y);
      change(spherical);
      spherical.makeSafe();
      const turned = new Vector3().setFromSpherical(spherical);
      camera.position.copy(controls.target).add(new Vector3(turned.x, -turned.z, turned.y));
      controls.update();
    };
    view.current = {
      turn: (radians) => orbit((spherical) => void (spherical.theta += radians)),
      tilt: (radians) => orbit((spherical) => void (spherical.phi = Math.min(Math.PI - 0.05, Math.max(0.05, spherical.phi + radians)))),
      zoom: (factor) => orbit((spherical) => void (spherical.radius *= factor)),
      reset: () => {
        controls.target.copy(centre);
        home();
        controls.update();
      },
      explode: (on) => {
        meshes.forEach((mesh, index) => (mesh.position.z = on ? (lifts[index] ?? 0) : 0));
        render();
      },
    };
    // New bodies (the other view) keep the exploded state the button shows.
    if (explodedNow.current) view.current.explode(true);
    element.dataset.state = "ready";
    paintGrid();
    resize();

    return () => {
      view.current = null;
      observer.disconnect();
      themeWatch.disconnect();
      controls.dispose();
      for (const mesh of meshes) {
        mesh.geometry.dispose();
        mesh.material.dispose();
      }
      for (const extra of extras) {
        extra.geometry?.dispose();
        extra.material.dispose();
        extra.texture?.dispose();
      }
      grid.dispose();
      renderer.dispose();
      canvas.remove();
      delete element.dataset.state;
    };
  }, [bodies, label, onBed, board, marks, fitted]);

  useEffect(() => {
    explodedNow.current = exploded;
    view.current?.explode(exploded);
  }, [exploded]);

  const step = Math.PI / 12;
  return (
    <div className="mt-3" data-testid="case-preview">
      {problem ? (
        <p className="rounded-lg border border-[var(--border)] p-3">{problem}</p>
      ) : (
        <>
          <div ref={host} className="overflow-hidden rounded-lg border border-[var(--border)] bg-[var(--bg-soft)]" data-testid="case-preview-canvas" />
          <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Move the 3D view">
            <button type="button" className={secondaryButton} onClick={() => view.current?.turn(-step)}>
              Turn left
            </button>
            <button type="button" className={secondaryButton} onClick={() => view.current?.turn(step)}>
              Turn right
            </button>
            <button type="button" className={secondaryButton} onClick={() => view.current?.tilt(-step)}>
              Tilt up
            </button>
            <button type="button" className={secondaryButton} onClick={() => view.current?.tilt(step)}>
              Tilt down
            </button>
            <button type="button" className={secondaryButton} onClick={() => view.current?.zoom(0.8)}>
              Closer
            </button>
            <button type="button" className={secondaryButton} onClick={() => view.current?.zoom(1.25)}>
              Farther
            </button>
            <button type="button" className={secondaryButton} onClick={() => view.current?.reset()}>
              Reset view
            </button>
            {fitted ? null : (
              <button type="button" className={secondaryButton} aria-pressed={exploded} onClick={() => setExploded((on) => !on)} data-testid="case-explode">
                Exploded view
              </button>
            )}
          </div>
        </>
      )}
      <ul className="mt-2 list-disc pl-6 text-sm" aria-label="Parts in the preview" data-testid="case-preview-list">
        {bodies.map((body, index) => (
          <li key={`${body.name}-${index}`}>
            {body.name}: {sizeText(body.size)}
          </li>
        ))}
        {board ? <li>The board, in green: {sizeText(boxSize(boardBoxOf(board)))}</li> : null}
      </ul>
    </div>
  );
}
