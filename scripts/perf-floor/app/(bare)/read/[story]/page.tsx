export const generateStaticParams = async () => ["a", "b", "c", "d", "e", "f"].map((story) => ({ story }));

export default async function Story({ params }: { params: Promise<{ story: string }> }) {
  return <h1>Story {(await params).story}</h1>;
}
