import type { CDPSession } from '@playwright/test';

/** A V8 heap snapshot (`.heapsnapshot` JSON) as far as the diff reads it. */
export type RawHeapSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]]; edge_fields: string[]; edge_types: [string[], ...unknown[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
};

/** Takes a heap snapshot over CDP (`HeapProfiler.takeHeapSnapshot` collects garbage first) and returns its JSON text. */
export async function takeHeapSnapshot(session: CDPSession): Promise<string> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }): void => void chunks.push(chunk);
  session.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    session.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return chunks.join('');
}

/**
 * A heap snapshot's graph, indexed by node ordinal: node ids (stable across snapshots of one page),
 * types, names, self sizes, and the shortest-path tree from the root (weak edges left out), so that
 * each node has the edge it is held by on its shortest retaining path.
 */
export class HeapSnapshotGraph {
  readonly nodeCount: number;
  readonly ids: Uint32Array;
  readonly selfSizes: Float64Array;
  /** Parent on the shortest retaining path (-1: root or unreachable). */
  readonly parents: Int32Array;
  /** Edge from the parent to the node on that path: its type index and name (property name or element index). */
  readonly parentEdgeTypes: Int8Array;
  readonly parentEdgeNames: Array<string | number>;
  private readonly raw: RawHeapSnapshot;
  private readonly nodeFieldCount: number;
  private readonly typeField: number;
  private readonly nameField: number;
  readonly nodeTypes: string[];
  readonly edgeTypes: string[];

  constructor(raw: RawHeapSnapshot) {
    this.raw = raw;
    const { meta } = raw.snapshot;
    this.nodeFieldCount = meta.node_fields.length;
    this.typeField = meta.node_fields.indexOf('type');
    this.nameField = meta.node_fields.indexOf('name');
    const idField = meta.node_fields.indexOf('id');
    const sizeField = meta.node_fields.indexOf('self_size');
    const edgeCountField = meta.node_fields.indexOf('edge_count');
    this.nodeTypes = meta.node_types[0];
    this.edgeTypes = meta.edge_types[0];
    const edgeFieldCount = meta.edge_fields.length;
    const edgeTypeField = meta.edge_fields.indexOf('type');
    const edgeNameField = meta.edge_fields.indexOf('name_or_index');
    const edgeToField = meta.edge_fields.indexOf('to_node');
    const weak = this.edgeTypes.indexOf('weak');
    const stringNamed = new Set(['context', 'property', 'internal', 'shortcut'].map((name) => this.edgeTypes.indexOf(name)));

    this.nodeCount = raw.nodes.length / this.nodeFieldCount;
    this.ids = new Uint32Array(this.nodeCount);
    this.selfSizes = new Float64Array(this.nodeCount);
    const firstEdge = new Uint32Array(this.nodeCount + 1);
    for (let node = 0, edge = 0; node < this.nodeCount; node += 1) {
      const base = node * this.nodeFieldCount;
      this.ids[node] = raw.nodes[base + idField] ?? 0;
      this.selfSizes[node] = raw.nodes[base + sizeField] ?? 0;
      firstEdge[node] = edge;
      edge += (raw.nodes[base + edgeCountField] ?? 0) * edgeFieldCount;
      firstEdge[node + 1] = edge;
    }

    this.parents = new Int32Array(this.nodeCount).fill(-1);
    this.parentEdgeTypes = new Int8Array(this.nodeCount).fill(-1);
    this.parentEdgeNames = new Array<string | number>(this.nodeCount);
    const seen = new Uint8Array(this.nodeCount);
    const queue = new Uint32Array(this.nodeCount);
    let head = 0;
    let tail = 0;
    queue[tail++] = 0;
    seen[0] = 1;
    while (head < tail) {
      const node = queue[head++] ?? 0;
      for (let edge = firstEdge[node] ?? 0; edge < (firstEdge[node + 1] ?? 0); edge += edgeFieldCount) {
        const type = raw.edges[edge + edgeTypeField] ?? 0;
        if (type === weak) continue;
        const to = (raw.edges[edge + edgeToField] ?? 0) / this.nodeFieldCount;
        if (seen[to]) continue;
        seen[to] = 1;
        this.parents[to] = node;
        this.parentEdgeTypes[to] = type;
        const name = raw.edges[edge + edgeNameField] ?? 0;
        this.parentEdgeNames[to] = stringNamed.has(type) ? (raw.strings[name] ?? '?') : name;
        queue[tail++] = to;
      }
    }
  }

  type(node: number): string {
    return this.nodeTypes[this.raw.nodes[node * this.nodeFieldCount + this.typeField] ?? 0] ?? '?';
  }

  name(node: number): string {
    return this.raw.strings[this.raw.nodes[node * this.nodeFieldCount + this.nameField] ?? 0] ?? '?';
  }

  /** `type:name`, names cut to 60 characters (strings are named by their text). */
  label(node: number): string {
    const name = this.name(node).replaceAll(/\s+/g, ' ');
    return `${this.type(node)}:${name.length > 60 ? `${name.slice(0, 57)}…` : name}`;
  }

  /** The edge holding `node` on its shortest path, as `.name` or `[index]`. */
  edgeLabel(node: number): string {
    const name = this.parentEdgeNames[node];
    const type = this.edgeTypes[this.parentEdgeTypes[node] ?? 0];
    if (type === 'element' || typeof name === 'number') return `[${String(name)}]`;
    return type === 'context' ? `.<ctx ${name}>` : `.${name}`;
  }

  /** The shortest retaining path of `node` from the root, at most `steps` steps back. */
  retainingPath(node: number, steps = 12): string {
    const parts: string[] = [];
    let current = node;
    for (let step = 0; step < steps && this.parents[current] !== -1; step += 1) {
      parts.unshift(`${this.edgeLabel(current)} (${this.label(current)})`);
      current = this.parents[current] ?? -1;
      if (current < 0) break;
    }
    if (current > 0 && this.parents[current] !== -1) parts.unshift('…');
    else parts.unshift(this.label(Math.max(current, 0)));
    return parts.join(' ');
  }
}
