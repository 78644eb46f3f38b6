export default function HomePage() {
  return (
    <>
      <header>
        <p>Сосновый берег</p>
      </header>
      <main>
        <h1>Сосновый берег</h1>
        <p>Дизайн-отель у соснового леса на Балтийском побережье.</p>
      </main>
    </>
  );
}
