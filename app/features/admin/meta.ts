/** Admin pages are never indexed; the title comes translated from the loader. */
export function adminMeta(data: { title?: string } | undefined) {
  return [{ title: data?.title ?? "Admin Panel" }, { name: "robots", content: "noindex" }];
}
