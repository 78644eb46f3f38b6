// A static page: prerendered at build time, as the site's content pages are.
export default function Page() {
  return (
    <main>
      <h1>Сосновый берег</h1>
      <p>Минимальная страница Next.js: нижняя граница для замеров.</p>
    </main>
  );
}
