import type { MDXComponents } from "mdx/types";
import { Callout } from "~/app/components/mdx/Callout";
import { CodeBlock } from "~/app/components/mdx/CodeBlock";
import { AfterApproval } from "~/app/components/programme/AfterApproval";
import { ChatJoinLink, ChatLink } from "~/app/components/programme/ChatLink";
import { Deadline } from "~/app/components/programme/Deadline";
import { Fact } from "~/app/components/programme/Fact";
import { Journey } from "~/app/components/programme/Journey";
import { PartsTable } from "~/app/components/programme/PartsTable";
import { PinTable } from "~/app/components/programme/PinTable";
import { Rule } from "~/app/components/programme/Rule";
import { RuleList } from "~/app/components/programme/RuleList";
import { SubmissionTree } from "~/app/components/programme/SubmissionTree";
import { AfterDeadlineOptions } from "~/app/components/status/AfterDeadline";
import { DeadlineText, OnceClosed, WhileOpen } from "~/app/components/status/DeadlineText";
import { MdxTable } from "~/app/components/TableScroll";
import { IslandSlot } from "~/app/islands/IslandSlot";
import { SmartLink } from "./SmartLink";

/**
 * Every component an MDX page can use without importing it, in one place.
 * Markdown elements are mapped here too (links become router links or safe external links).
 * Components that draw pictures are imported by the pages that use them, so other pages don't load them;
 * so is the DRC catalogue (`DrcList`, imported by /errors), which is too big to load on every page.
 */
export const mdxComponents: MDXComponents = {
  a: SmartLink,
  pre: CodeBlock,
  table: MdxTable,
  AfterApproval,
  AfterDeadlineOptions,
  Callout,
  ChatJoinLink,
  ChatLink,
  Deadline,
  DeadlineText,
  Fact,
  IslandSlot,
  Journey,
  OnceClosed,
  PartsTable,
  PinTable,
  Rule,
  RuleList,
  SubmissionTree,
  WhileOpen,
};
