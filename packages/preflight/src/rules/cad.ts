/** `cad`: an assembled model in STEP or 3MF; LFS pointers and oversized files are "not downloaded", never missing. */
import { formatBytes } from "../limits.ts";
import { repositoryFileLimitMb, submissionNames } from "@hackpad/programme/submission";
import type { Analysis } from "../analyse.ts";
import { thresholds } from "../thresholds.ts";
import type { RuleResult } from "../types.ts";
import { ruleResult } from "./result.ts";
import { inFolder } from "../paths.ts";
import { mm, plural, sizeText } from "../report/words.ts";
import { dimensions } from "@hackpad/programme/dimensions";

const CAD = /\.(step|stp|3mf)$/i;
const exportAgain = `Export the whole assembled pad (case, PCB, switches, keycaps) as one .step or .3mf into ${submissionNames.cad}/.`;

export function cadRule(analysis: Analysis): RuleResult {
  const pointers = analysis.lfsPointers.filter((entry) => CAD.test(entry.path));
  const tooBig = analysis.project.notes.filter((note) => CAD.test(note.split(" is ")[0] ?? ""));
  const broken = analysis.unreadable.filter((entry) => entry.area === "cad");
  const notDownloaded = [
    ...pointers.map(
      (entry) => `${entry.path} is a Git LFS pointer${entry.size ? ` to a ${formatBytes(entry.size)} file` : ""}: the model itself was not downloaded.`,
    ),
    ...tooBig,
  ];
  const preferred = (path: string) => inFolder(path, submissionNames.cad);
  const models = [
    ...analysis.steps.map((step) => ({
      path: step.path,
      names: step.info.products.filter((name) => name.trim() !== ""),
      solids: step.info.solids,
      shape: step.info.solids + step.info.faces > 0,
      curves: step.info.curves,
      flat: null as number[] | null,
    })),
    ...analysis.threeMfs.map((model) => ({
      path: model.path,
      names: model.info.objects.filter((name) => name.trim() !== ""),
      solids: 0,
      shape: true,
      curves: 0,
      // Judged by what it measures, not how many objects it holds: a model thinner than the switches stand is a plate.
      flat: model.info.size && Math.min(...model.info.size) < dimensions.pcbTopToPlateTopMm ? model.info.size : null,
    })),
  ];
  // A STEP file without a single solid, shell or face draws nothing: it is not a model, whatever it is named.
  const empty = models.filter((model) => !model.shape);
  const emptyWords = ({ path, curves }: (typeof models)[number]) =>
    curves > 0
      ? `${path} holds only wireframe edges (${plural(curves, "curve")}, not one solid or face): it is a wireframe export, not an assembled model of the pad.`
      : `${path} holds no geometry (not one solid, shell or face): it is an empty export, not a model of the pad.`;
  // The assembled model is the one with the most parts: an assembly with every part named beats a single part,
  // wherever it lies; between equals, the one in CAD/ wins, then the one with more solids.
  const assembled = models
    .filter((model) => model.shape)
    .sort(
      (a, b) =>
        Number(b.flat === null) - Number(a.flat === null) ||
        Number(b.names.length >= thresholds.assembledMinProducts) - Number(a.names.length >= thresholds.assembledMinProducts) ||
        Number(preferred(b.path)) - Number(preferred(a.path)) ||
        b.names.length - a.names.length ||
        b.solids - a.solids,
    );
  const main = assembled[0];
  if (!main && empty.length > 0 && notDownloaded.length === 0) {
    return ruleResult("cad", "fail", emptyWords(empty[0]!), [...empty.map((model) => model.path), ...broken.map((entry) => entry.path)], {
      fix: `Export the whole assembled pad (case, PCB, switches, keycaps) again as one .step or .3mf into ${submissionNames.cad}/, and open the file to see it is all there.`,
      details: [...empty.slice(1).map(emptyWords), ...broken.map((entry) => entry.message)],
    });
  }
  if (!main) {
    if (notDownloaded.length > 0) {
      return ruleResult("cad", "warn", notDownloaded[0] ?? "", [...pointers.map((entry) => entry.path)], {
        fix: `Check the model by hand, or keep it under GitHub's ${repositoryFileLimitMb} MB limit so it downloads with the repository.`,
        details: notDownloaded,
      });
    }
    return ruleResult(
      "cad",
      "fail",
      broken[0]?.message ?? "No STEP or 3MF model of the assembled pad.",
      broken.map((entry) => entry.path),
      { fix: exportAgain },
    );
  }
  if (main.flat) {
    return ruleResult(
      "cad",
      "fail",
      `${main.path} measures ${sizeText(main.flat)}${main.names.length > 1 ? ` with ${plural(main.names.length, "object")}` : ""}: a flat plate, not the assembled pad (case, PCB, switches and keycaps stand at least ${mm(dimensions.pcbTopToPlateTopMm)} tall).`,
      [main.path],
      {
        fix: exportAgain,
        details: [...notDownloaded, ...broken.map((entry) => entry.message)],
      },
    );
  }
  const warns: string[] = [...notDownloaded, ...broken.map((entry) => entry.message)];
  if (!preferred(main.path)) warns.push(`Move ${main.path} into ${submissionNames.cad}/.`);
  const names = main.names;
  const others = assembled.slice(1);
  const chosen: string[] = [];
  if (others.length > 0) {
    const described = others.map((model) => `${model.path} (${plural(model.names.length, "part")})`).join(", ");
    chosen.push(
      `Judged ${main.path} the assembled model: it has the most parts (${names.length}${main.solids > 0 ? `, ${plural(main.solids, "solid")}` : ""}); also found ${described}.`,
    );
  }
  const notes = [...chosen, ...empty.map((model) => `${emptyWords(model)} It was not counted.`)];
  if (names.length < thresholds.assembledMinProducts) {
    warns.push(
      `${main.path} names only ${names.length} part${names.length === 1 ? "" : "s"} (${names.join(", ") || "none"}): is the whole pad in it (case, PCB, switches, keycaps)?`,
    );
  }
  const threeMf = analysis.threeMfs.find((model) => model.path === main.path);
  const size = threeMf?.info.size ? ` measuring ${sizeText(threeMf.info.size)}` : "";
  const status = warns.length > 0 ? "warn" : "pass";
  return ruleResult("cad", status, status === "pass" ? `Assembled model ${main.path}${size} (${names.length} parts).` : (warns[0] ?? ""), [main.path], {
    fix: `Put the assembled model (case, PCB, switches, keycaps together) in ${submissionNames.cad}/ as .step or .3mf.`,
    details: [...warns, ...notes],
  });
}
