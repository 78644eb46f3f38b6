/**
 * The tools' strings in Russian, every key of Sanity's English bundles (sanity 5.31.2): the
 * Presentation tool's (`presentation`: the preview's toolbar, its statuses and errors, «Используется
 * на 3 страницах», the list of the page's documents, the share menu), the copy-and-paste field
 * actions' (`copy-paste`), the GROQ tool's (`vision`) and the help menu's feedback form
 * (`feedback`). studio/locale/ru.test.ts fails on a key Sanity adds.
 */
import type { VisionLocaleResourceKeys } from "@sanity/vision";

export const presentationRu: Record<string, string> = {
  "document-list-pane.document-list.title": "Документы на этой странице",
  "document-list-pane.error.text": "Не удалось показать список документов",
  "channel.status_connected": "Подключено",
  "channel.status_connecting": "Подключение",
  "channel.status_disconnected": "Нет связи",
  "channel.status_reconnecting": "Переподключение",
  "document-pane.error.text": "Не удалось показать редактор документа",
  "error-card.continue-button.text": "Всё равно продолжить",
  "error-card.retry-button.text": "Повторить",
  "error-card.title": "Произошла ошибка",
  "locations-banner.locations-count_one": "Используется на {{count}} странице",
  "locations-banner.locations-count_few": "Используется на {{count}} страницах",
  "locations-banner.locations-count_many": "Используется на {{count}} страницах",
  "locations-banner.locations-count_other": "Используется на {{count}} страницах",
  "locations-banner.locations-count_zero": "Не используется ни на одной странице",
  "locations-banner.resolving.text": "Ищем страницы…",
  "main-document.label": "Главный документ",
  "main-document.missing.text": "Для <Code>{{path}}</Code> нет главного документа",
  "narrow-tabs.content-tab.label": "Структура",
  "narrow-tabs.navigator-tab.label": "Навигатор",
  "narrow-tabs.preview-tab.label": "Предпросмотр",
  "presentation-error.label": "Сообщение об ошибке",
  "preview-frame.connection.error.text": "Не удалось подключиться к предпросмотру",
  "preview-frame.configuration.error.title": "Адрес предпросмотра не совпадает",
  "preview-frame.configuration.error.description":
    "Предпросмотр настроен на <Code>{{targetOrigin}}</Code>, а страница сообщает <Code>{{reportedOrigin}}</Code>. С неизвестными адресами предпросмотр не соединяется; добавьте адрес в <Code>presentationTool.allowOrigins</Code>.",
  "preview-search-param.configuration.error.title": "Адрес предпросмотра заблокирован",
  "preview-search-param.configuration.error.description":
    "Предпросмотр хочет открыть <Code>{{previewSearchParam}}</Code>, но адрес <Code>{{blockedOrigin}}</Code> не разрешён; добавьте его в <Code>presentationTool.allowOrigins</Code>.",
  "preview-frame.continue-button.text": "Всё равно продолжить",
  "preview-frame.loader.connection-status.label": "Связь с загрузчиком",
  "preview-frame.navigator.toggle-button.aria-label": "Показать или скрыть навигатор",
  "preview-frame.navigator.toggle-button.tooltip": "Показать или скрыть навигатор",
  "preview-frame.overlay.connection-status.label": "Связь с разметкой правки",
  "preview-frame.overlay.toggle-button.text": "Правка",
  "preview-frame.overlay.toggle-button.tooltip_disable": "Скрыть рамки правки",
  "preview-frame.overlay.toggle-button.tooltip_enable": "Показать рамки правки",
  "preview-frame.perspective.published.text": "Смотреть страницу с опубликованным содержимым",
  "preview-frame.refresh-button.aria-label": "Обновить предпросмотр",
  "preview-frame.refresh-button.tooltip": "Обновить предпросмотр",
  "preview-frame.status_connecting": "Подключение…",
  "preview-frame.status_loading": "Загрузка…",
  "preview-frame.status_refreshing": "Обновление…",
  "preview-frame.status_reloading": "Обновление…",
  "preview-frame.status_timeout": "Не удалось подключиться; подробности — в консоли браузера.",
  "preview-frame.viewport-button.aria-label": "Сменить ширину окна",
  "preview-frame.viewport-button.tooltip_full": "Во всю ширину",
  "preview-frame.viewport-button.tooltip_narrow": "Узкое окно, как у телефона",
  "preview-location-input.error_missing-origin": "Адрес должен начинаться с {{origin}}",
  "preview-location-input.error_same-base-path": "Адрес не может начинаться с пути Studio {{basePath}}",
  "share-url.clipboard.status_copying": "Копируем адрес…",
  "share-url.clipboard.status_failed": "Не удалось скопировать",
  "share-url.clipboard.status_success": "Адрес скопирован",
  "share-url.clipboard.status_unsupported": "Буфер обмена недоступен",
  "share-url.menu-item.open.text": "Открыть предпросмотр",
  "preview-url-secret.missing-grants":
    "Нет прав создавать секреты предпросмотра: предпросмотр, скорее всего, не загрузится.",
  "preview-frame.share-button.aria-label": "Поделиться предпросмотром",
  "share-preview-menu.qr-code.title": "QR-код с адресом {{url}}",
  "share-preview-menu.error_toggle-sharing": "Нет прав открывать доступ к этому предпросмотру",
  "share-preview-menu.toggle-button.tooltip_disable": "Закрыть доступ",
  "share-preview-menu.toggle-button.tooltip_enable": "Открыть доступ",
  "share-preview-menu.toggle-button.label_first-line": "Поделиться предпросмотром",
  "share-preview-menu.toggle-button.label_second-line": "со всеми, у кого есть ссылка",
  "share-preview-menu.qr-code.placeholder": "Здесь появится QR-код",
  "share-preview-menu.qr-code.instructions": "Отсканируйте QR-код, чтобы открыть предпросмотр на телефоне.",
  "share-preview-menu.copy-url.text": "Скопировать ссылку на предпросмотр",
  "share-preview-menu.error_missing-grants": "Нет прав делиться предпросмотром. ",
};

export const copyPasteRu: Record<string, string> = {
  "copy-paste.field-action-copy-button.document.title": "Скопировать документ",
  "copy-paste.field-action-copy-button.field.title": "Скопировать поле",
  "copy-paste.field-action-paste-button.document.title": "Вставить документ",
  "copy-paste.field-action-paste-button.field.title": "Вставить поле",
  "copy-paste.on-paste.validation.read-only-target.description": "Это поле только для чтения",
  "copy-paste.on-paste.validation.read-only-fields-skipped.description":
    "Пропущены поля только для чтения: {{fieldNames}}",
  "copy-paste.on-paste.validation.read-only-fields-skipped-truncated.description":
    "Пропущены поля только для чтения: {{fieldNames}} и ещё {{count}}",
  "copy-paste.on-paste.validation.schema-type-incompatible.description":
    "Скопированное не подходит к этому полю",
  "copy-paste.on-paste.validation.reference-filter-incompatible.description":
    "Такую ссылку в это поле поставить нельзя",
  "copy-paste.on-paste.validation.clipboard-empty.title": "Нечего вставить",
  "copy-paste.on-paste.validation.clipboard-invalid.title": "В буфере обмена не то, что можно вставить",
  "copy-paste.on-paste.validation.schema-type-incompatible.title": "Не удалось понять тип поля {{path}}",
  "copy-paste.on-paste.validation.partial-warning.title": "Вставлено не всё",
  "copy-paste.on-paste.validation.reference-type-incompatible.description":
    "Ссылку на «{{sourceReferenceType}}» сюда поставить нельзя: поле принимает ссылки на «{{targetReferenceTypes}}»",
  "copy-paste.on-paste.validation.reference-validation-failed.description":
    "Документа «{{ref}}», на который ведёт ссылка, нет",
  "copy-paste.on-paste.validation.image-file-incompatible.description":
    "«{{sourceSchemaType}}» нельзя вставить в «{{targetSchemaType}}»",
  "copy-paste.on-paste.validation.array-type-incompatible.description":
    "Значение типа «{{type}}» в этот список вставить нельзя",
  "copy-paste.on-paste.validation.array-value-incompatible.description":
    "Значение типа «{{type}}» в этот список вставить нельзя",
  "copy-paste.on-paste.validation.string-value-incompatible.description":
    "Значения «{{value}}» нет среди допустимых: «{{allowedStrings}}»",
  "copy-paste.on-paste.validation.primitive-type-incompatible.description":
    "Значение типа «{{type}}» в это поле вставить нельзя",
  "copy-paste.on-paste.validation.mime-type-incompatible.description":
    "Файлы типа «{{mimeType}}» это поле не принимает",
  "copy-paste.on-paste.validation.mime-type-validation-failed.description": "Не удалось проверить тип файла",
  "copy-paste.on-copy.validation.schema-type-incompatible.title": "Не удалось понять тип поля {{path}}",
  "copy-paste.on-copy.validation.no-value.title": "Поле пустое — копировать нечего",
  "copy-paste.on-copy.validation.clipboard-not-supported.description":
    "Чтобы копировать, нужен доступ к буферу обмена. Разрешите его в настройках браузера и скопируйте ещё раз.",
  "copy-paste.on-copy.validation.clipboard-not-supported.title": "Нет доступа к буферу обмена",
};

/** The GROQ tool (@sanity/vision's «vision» namespace). */
export const visionRu: Partial<Record<VisionLocaleResourceKeys, string>> = {
  "action.copy-url-to-clipboard": "Скопировать",
  "action.delete": "Удалить",
  "action.edit-title": "Переименовать",
  "action.listen-cancel": "Остановить",
  "action.listen-execute": "Слушать",
  "action.load-queries": "Загрузить запросы",
  "action.load-query": "Загрузить запрос",
  "action.query-cancel": "Отмена",
  "action.query-execute": "Выполнить",
  "action.save-personal-copy": "Сохранить личную копию",
  "action.save-personal-query": "Сохранить как личный",
  "action.save-query": "Сохранить запрос",
  "action.save-shared-query": "Сохранить как общий",
  "action.unshare": "Сделать личным",
  "action.update": "Обновить",
  "label.actions": "Действия",
  "label.all": "Все",
  "label.edited": "Изменён",
  "label.new": "Новый",
  "label.personal": "Личные",
  "label.saved-at": "Сохранён",
  "label.saved-queries": "Сохранённые запросы",
  "label.search-queries": "Поиск запросов",
  "label.share": "Поделиться",
  "label.shared": "Общие",
  "label.team": "Команда",
  "label.untitled-query": "Без названия",
  "params.error.params-invalid-json": "Параметры — не JSON",
  "params.label": "Параметры",
  "query.error.column": "Столбец",
  "query.error.line": "Строка",
  "query.label": "Запрос",
  "query.url": "Адрес запроса",
  "result.end-to-end-time-label": "Всего",
  "result.execution-time-label": "Выполнение",
  "result.label": "Результат",
  "result.save-result-as-csv.not-csv-encodable": "Результат нельзя сохранить в CSV",
  "result.save-result-as-format": "Сохранить результат как <SaveResultButtons/>",
  "result.timing-not-applicable": "—",
  "save-query.already-saved": "Запрос уже сохранён",
  "save-query.error": "Не удалось сохранить запрос",
  "save-query.personal-copy-success": "Личная копия сохранена",
  "save-query.share-warning": "Общие запросы хранятся документами в наборе данных.",
  "save-query.shared-success": "Общий запрос сохранён",
  "save-query.success": "Запрос сохранён",
  "save-query.unshared-success": "Запрос стал личным",
  "settings.api-version-label": "Версия API",
  "settings.custom-api-version-label": "Своя версия API",
  "settings.dataset-label": "Набор данных",
  "settings.error.invalid-api-version": "Неверная версия API",
  "settings.other-api-version-label": "Другая",
  "settings.perspective-label": "Перспектива",
  "settings.perspectives.action.docs-link": "Документация",
  "settings.perspectives.default": "Без перспективы (по умолчанию API)",
  "settings.perspectives.pinned-release-label": "Закреплённый выпуск",
  "settings.perspectives.scheduled-drafts": "Запланированные черновики",
  "settings.perspectives.title": "Перспективы",
  "settings.perspectives.description":
    "Перспектива задаёт, какой «срез» содержимого набора данных видит запрос: например, опубликованное или черновики",
  "settings.perspective.preview-drafts-renamed-to-drafts.description":
    "Перспектива «<code>previewDrafts</code>» переименована в «<code>drafts</code>» и устарела. Это касается всех версий API с перспективами (начиная с 2021-03-25).",
  "settings.perspectives.new-default.description":
    "В одной из следующих версий API перспектива по умолчанию сменится с «<code>raw</code>» на «<code>published</code>». Подробности — в документации.",
};

/** The help menu's «Отправить отзыв» form, to Sanity (`feedback`). */
export const feedbackRu: Record<string, string> = {
  "feedback.attachment.browse": "Выбрать",
  "feedback.attachment.drop-zone": "Перетащите или вставьте файл сюда",
  "feedback.attachment.error.size": "Фото должно быть меньше 20 МБ",
  "feedback.attachment.label": "Приложить фото",
  "feedback.attachment.remove": "Убрать",
  "feedback.cancel": "Отмена",
  "feedback.consent.disclaimer":
    "Нам интересно узнать больше. Если ответите «Да», Sanity получит ваши имя и e-mail.",
  "feedback.consent.label": "Можно связаться с вами по поводу отзыва?",
  "feedback.consent.no": "Нет",
  "feedback.consent.yes": "Да",
  "feedback.dialog.title": "Отзыв для Sanity",
  "feedback.error": "Не удалось отправить отзыв",
  "feedback.menu-item": "Отправить отзыв",
  "feedback.message.label": "Что работает хорошо? Что можно улучшить?",
  "feedback.message.placeholder": "Опишите проблему или пожелание…",
  "feedback.sentiment.happy": "Легко",
  "feedback.sentiment.label": "Легко ли работать в Sanity?",
  "feedback.sentiment.neutral": "Не знаю",
  "feedback.sentiment.unhappy": "Трудно",
  "feedback.submit": "Отправить отзыв",
  "feedback.success": "Отзыв отправлен, спасибо!",
};
