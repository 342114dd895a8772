// The posts feature's public face: what other features may import from it.
export { nextScheduledAt, publicPostsSql, type PostDto, type PostPageDto } from "./posts";
export { findPost, getPost } from "./reads";
export { fillStoredBodies, publishDuePosts } from "./writes";
