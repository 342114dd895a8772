import { FloorLink as Link } from "../../floor-link";

const stories = ["a", "b", "c", "d", "e", "f"];

export default function Home() {
  return (
    <>
      <h1>A bare Next.js page</h1>
      <p>Server-rendered text and links, no client components of its own: what the framework alone costs a phone.</p>
      <ul>
        {stories.map((s) => (
          <li key={s}>
            <Link href={`/read/${s}`}>Story {s}</Link>
            <p>A short summary of story {s}, as a card on a listing page would show it.</p>
          </li>
        ))}
      </ul>
    </>
  );
}
