/**
 * Where the site's generated case files go (the case panels on /check and `npm run case`): one STL per printed part
 * in production/case/, the assembled model in CAD/, and the parts laid out for a slicer in print/, which is not
 * part of a submission (the participant keeps it out of the pull request). Apart from submission.ts so that only
 * the code that writes these files loads it.
 */
import { submissionNames } from "./submission.ts";

const PRINT_FOLDER = "print";

export const generatedCaseFiles = {
  part: (name: string) => `${submissionNames.production}/${submissionNames.caseFolder}/${name}.stl`,
  assembly3mf: `${submissionNames.cad}/assembly.3mf`,
  printFolder: PRINT_FOLDER,
  print3mf: (pad: string) => `${PRINT_FOLDER}/${pad}-case-print.3mf`,
} as const;
