// The Node flags the server runs with, shared by `npm start` and the benches' server processes
// so that a bench measures what production runs.
//
// A larger young generation (32 MB semi-spaces instead of V8's 16 MB): a search or catalogue
// request allocates its answer and is done with it, and at thousands of requests a second the
// default size meant a scavenge every 50 ms. The search bench's site search went from about
// 4,170 to 4,520 requests a second and its p99 from 64 to 59 ms; the cost is up to about 50 MB
// more memory.
export const serverNodeFlags = ["--max-semi-space-size=32"];
