import { z } from "zod";

/** Front matter every page in `content/docs` must carry. */
export const docFrontmatterSchema = z.strictObject({
  title: z.string().min(2).max(70),
  description: z.string().min(20).max(200),
  /** Optional shorter heading for the sidebar, prev/next links and search results. */
  navTitle: z.string().optional(),
});

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;

/** Validates front matter and returns readable problems, one per field, naming the file. */
export function validateDocFrontmatter(file: string, data: unknown): { ok: true; value: DocFrontmatter } | { ok: false; errors: string[] } {
  const result = docFrontmatterSchema.safeParse(data ?? {});
  if (result.success) return { ok: true, value: result.data };
  const errors = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "front matter";
    return `${file}: ${field}: ${issue.message}`;
  });
  return { ok: false, errors };
}
