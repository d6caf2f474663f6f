import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table.tsx";

describe("DataTable", () => {
  it("heads each column, captions the table for screen readers, and holds the caller's rows", () => {
    const html = renderToStaticMarkup(
      <DataTable caption="Matters" columns={["Matter", "Client"]}>
        <tr>
          <th scope="row">M-1</th>
          <td>Dana</td>
        </tr>
      </DataTable>,
    );
    expect(html).toContain('<caption class="sr-only">Matters</caption>');
    expect(html).toContain(
      '<thead class="border-b border-line text-ink-muted"><tr><th scope="col" class="py-2 pr-3">Matter</th><th scope="col" class="py-2">Client</th></tr></thead>',
    );
    expect(html).toContain('<tbody><tr><th scope="row">M-1</th><td>Dana</td></tr></tbody>');
  });

  it("has no caption unless given one", () => {
    expect(renderToStaticMarkup(<DataTable columns={["Name"]}>{null}</DataTable>)).not.toContain("<caption");
  });

  it("shows the empty line instead of a table when there are no rows", () => {
    const html = renderToStaticMarkup(
      <DataTable columns={["Name"]} empty="No parties yet.">
        {[].map(() => null)}
      </DataTable>,
    );
    expect(html).toBe('<p class="text-ink-muted">No parties yet.</p>');
  });

  it("shows the table when there are rows, even with an empty line given", () => {
    const html = renderToStaticMarkup(
      <DataTable columns={["Name"]} empty="No parties yet.">
        <tr>
          <td>Dana</td>
        </tr>
      </DataTable>,
    );
    expect(html).toContain("<table");
    expect(html).not.toContain("No parties yet.");
  });
});
