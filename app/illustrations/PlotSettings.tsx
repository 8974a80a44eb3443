import { plotSettings } from "@hackpad/programme/tool-steps";

/** The layers to tick in KiCad's Plot window, as a sentence: "F.Cu, B.Cu, … and Edge.Cuts". */
export function PlotLayerList() {
  const layers = plotSettings.layers;
  return (
    <>
      {layers.slice(0, -1).join(", ")} and {layers[layers.length - 1]}
    </>
  );
}

/** The output folder the submission steps suggest: `gerbers/`. */
export function PlotOutputDirectory() {
  return <code>{plotSettings.outputDirectory}</code>;
}
