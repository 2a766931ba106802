/** Texts of the mails (server/mail/templates.ts); `%{portal}` is the portal's name. */
export const mail = {
  fr: {
    'mail.footer':
      '%{portal} — portail de commande du réseau de parapharmacies. Ce message est envoyé automatiquement, merci de ne pas y répondre.',
    'mail.buttonFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    'mail.actionLine': '%{label} : %{url}',
    'mail.hello': 'Bonjour,',
    'mail.helloName': 'Bonjour %{name},',
    'mail.role.admin': 'administrateur',
    'mail.role.franchise': 'franchisé',
    'mail.role.pharmacy': 'pharmacie',
    'mail.reset.subject': '%{portal} — réinitialisation de votre mot de passe',
    'mail.reset.title': 'Réinitialisation du mot de passe',
    'mail.reset.intro':
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte %{portal}. Cliquez sur le bouton ci-dessous pour choisir un nouveau mot de passe.',
    'mail.reset.action': 'Choisir un nouveau mot de passe',
    'mail.reset.validity':
      'Ce lien ne peut servir qu’une fois et expire dans %{smart_count} minute. |||| Ce lien ne peut servir qu’une fois et expire dans %{smart_count} minutes.',
    'mail.reset.ignore':
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    'mail.created.subject': '%{portal} — votre compte a été créé',
    'mail.created.title': 'Bienvenue sur le portail',
    'mail.created.intro':
      'Un compte %{role} a été créé pour vous sur %{portal}. Votre identifiant de connexion est votre adresse e-mail : %{email}.',
    'mail.created.start':
      'Pour commencer, choisissez votre mot de passe (au moins 8 caractères) avec le bouton ci-dessous.',
    'mail.created.action': 'Choisir mon mot de passe',
    'mail.created.validity':
      'Ce lien ne peut servir qu’une fois et expire dans %{smart_count} jour. Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion. |||| Ce lien ne peut servir qu’une fois et expire dans %{smart_count} jours. Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion.',
    'mail.invoice.filename': 'facture_%{order}.pdf',
    'mail.invoice.subject': '%{portal} — facture de la commande %{order}',
    'mail.invoice.title': 'Facture de la commande %{order}',
    'mail.invoice.attached': 'Veuillez trouver ci-joint la facture de votre commande %{order}, au format PDF.',
    'mail.invoice.attachedNumbered':
      'Veuillez trouver ci-joint la facture %{invoice} de votre commande %{order}, au format PDF.',
    'mail.invoice.thanks': 'Merci de votre confiance.',
    'mail.invoice.signature': 'L’équipe %{portal}',
    'mail.lowStock.subject':
      '%{portal} — stock bas : %{smart_count} produit sous %{threshold} unités |||| %{portal} — stock bas : %{smart_count} produits sous %{threshold} unités',
    'mail.lowStock.title': 'Produits en stock bas',
    'mail.lowStock.intro':
      '%{smart_count} produit a moins de %{threshold} unités en stock : |||| %{smart_count} produits ont moins de %{threshold} unités en stock :',
    'mail.lowStock.line': '%{ref} — %{name} : %{quantity} en stock',
    'mail.lowStock.action': 'Voir les produits en stock bas',
    'mail.lowStock.note': 'Ce message est envoyé une fois par jour tant que des produits sont sous le seuil.',
    'mail.rejected.subject': '%{portal} — votre commande %{order} a été rejetée',
    'mail.rejected.title': 'Commande %{order} rejetée',
    'mail.rejected.intro':
      'Votre commande %{order} du %{date}, payable à la livraison (%{amount}), a été rejetée par notre service commercial le %{rejectedOn}.',
    'mail.rejected.reason': 'Motif : %{reason}',
    'mail.rejected.nothingDue':
      'Elle ne sera pas livrée et vous n’avez rien à payer. Vous pouvez passer une nouvelle commande à tout moment.',
    'mail.confirmed.subject.offline': '%{portal} — commande %{order} reçue',
    'mail.confirmed.subject.card': '%{portal} — commande %{order} payée',
    'mail.confirmed.title': 'Commande %{order}',
    'mail.confirmed.intro.offline':
      'Nous avons bien reçu votre commande %{order} du %{date}, payable à la livraison : %{total}.',
    'mail.confirmed.intro.card': 'Nous avons bien reçu votre commande %{order} du %{date}, payée par carte : %{total}.',
    'mail.confirmed.col.product': 'Produit',
    'mail.confirmed.col.quantity': 'Qté',
    'mail.confirmed.col.unitPrice': 'Prix unitaire HT',
    'mail.confirmed.col.total': 'Total HT',
    'mail.confirmed.line': '%{ref} — %{name} : %{quantity} × %{unitPrice} = %{total}',
    'mail.confirmed.subtotal': 'Total HT',
    'mail.confirmed.tax': 'TVA (%{rate} %)',
    'mail.confirmed.stampDuty': 'Droit de timbre',
    'mail.confirmed.total': 'Total TTC',
    'mail.confirmed.totalLine': '%{label} : %{amount}',
    'mail.confirmed.address': 'Livraison à : %{address}',
    'mail.confirmed.next.offline':
      'Et ensuite ? Notre service commercial valide votre commande (vous recevrez un message si elle ne peut pas l’être), puis elle est préparée et livrée. Vous la réglez à la livraison.',
    'mail.confirmed.next.card':
      'Et ensuite ? Votre paiement est confirmé : la commande est préparée et livrée. Sa facture se télécharge depuis « Mes commandes ».',
    'mail.confirmed.action': 'Voir mes commandes',
  },
  en: {
    'mail.footer':
      '%{portal} — ordering portal of the parapharmacy network. This message is sent automatically, please do not reply.',
    'mail.buttonFallback': 'If the button does not work, copy this link into your browser:',
    'mail.actionLine': '%{label}: %{url}',
    'mail.hello': 'Hello,',
    'mail.helloName': 'Hello %{name},',
    'mail.role.admin': 'administrator',
    'mail.role.franchise': 'franchisee',
    'mail.role.pharmacy': 'pharmacy',
    'mail.reset.subject': '%{portal} — reset your password',
    'mail.reset.title': 'Password reset',
    'mail.reset.intro':
      'We received a request to reset the password of your %{portal} account. Click the button below to choose a new password.',
    'mail.reset.action': 'Choose a new password',
    'mail.reset.validity':
      'This link can be used once and expires in %{smart_count} minute. |||| This link can be used once and expires in %{smart_count} minutes.',
    'mail.reset.ignore': 'If you did not ask for this, ignore this message: your password stays unchanged.',
    'mail.created.subject': '%{portal} — your account has been created',
    'mail.created.title': 'Welcome to the portal',
    'mail.created.intro':
      'A %{role} account has been created for you on %{portal}. You sign in with your e-mail address: %{email}.',
    'mail.created.start': 'To get started, choose your password (at least 8 characters) with the button below.',
    'mail.created.action': 'Choose my password',
    'mail.created.validity':
      'This link can be used once and expires in %{smart_count} day. After that, use "Forgot password" on the sign-in page. |||| This link can be used once and expires in %{smart_count} days. After that, use "Forgot password" on the sign-in page.',
    'mail.invoice.filename': 'invoice_%{order}.pdf',
    'mail.invoice.subject': '%{portal} — invoice for order %{order}',
    'mail.invoice.title': 'Invoice for order %{order}',
    'mail.invoice.attached': 'Please find attached the invoice of your order %{order}, as a PDF file.',
    'mail.invoice.attachedNumbered':
      'Please find attached the invoice %{invoice} of your order %{order}, as a PDF file.',
    'mail.invoice.thanks': 'Thank you for your trust.',
    'mail.invoice.signature': 'The %{portal} team',
    'mail.lowStock.subject':
      '%{portal} — low stock: %{smart_count} product under %{threshold} units |||| %{portal} — low stock: %{smart_count} products under %{threshold} units',
    'mail.lowStock.title': 'Products low in stock',
    'mail.lowStock.intro':
      '%{smart_count} product has fewer than %{threshold} units in stock: |||| %{smart_count} products have fewer than %{threshold} units in stock:',
    'mail.lowStock.line': '%{ref} — %{name}: %{quantity} in stock',
    'mail.lowStock.action': 'See the products low in stock',
    'mail.lowStock.note': 'This message is sent once a day while products are under the threshold.',
    'mail.rejected.subject': '%{portal} — your order %{order} was rejected',
    'mail.rejected.title': 'Order %{order} rejected',
    'mail.rejected.intro':
      'Your order %{order} of %{date}, to be paid on delivery (%{amount}), was rejected by our sales department on %{rejectedOn}.',
    'mail.rejected.reason': 'Reason: %{reason}',
    'mail.rejected.nothingDue':
      'It will not be delivered and you have nothing to pay. You may place a new order at any time.',
    'mail.confirmed.subject.offline': '%{portal} — order %{order} received',
    'mail.confirmed.subject.card': '%{portal} — order %{order} paid',
    'mail.confirmed.title': 'Order %{order}',
    'mail.confirmed.intro.offline':
      'We have received your order %{order} of %{date}, to be paid on delivery: %{total}.',
    'mail.confirmed.intro.card': 'We have received your order %{order} of %{date}, paid by card: %{total}.',
    'mail.confirmed.col.product': 'Product',
    'mail.confirmed.col.quantity': 'Qty',
    'mail.confirmed.col.unitPrice': 'Unit price excl. VAT',
    'mail.confirmed.col.total': 'Total excl. VAT',
    'mail.confirmed.line': '%{ref} — %{name}: %{quantity} × %{unitPrice} = %{total}',
    'mail.confirmed.subtotal': 'Total excl. VAT',
    'mail.confirmed.tax': 'VAT (%{rate} %)',
    'mail.confirmed.stampDuty': 'Stamp duty',
    'mail.confirmed.total': 'Total incl. VAT',
    'mail.confirmed.totalLine': '%{label}: %{amount}',
    'mail.confirmed.address': 'Delivery to: %{address}',
    'mail.confirmed.next.offline':
      'What happens next? Our sales department validates your order (you will get a message if it cannot be), then it is prepared and delivered. You pay on delivery.',
    'mail.confirmed.next.card':
      'What happens next? Your payment is confirmed: the order is prepared and delivered. Its invoice is ready to download under "My orders".',
    'mail.confirmed.action': 'See my orders',
  },
  ar: {
    'mail.footer': '%{portal} — بوابة الطلبيات لشبكة محلات شبه الصيدلة. تُرسل هذه الرسالة آليًا، يرجى عدم الرد عليها.',
    'mail.buttonFallback': 'إذا لم يعمل الزر، انسخ هذا الرابط في متصفحك:',
    'mail.actionLine': '%{label}: %{url}',
    'mail.hello': 'مرحبًا،',
    'mail.helloName': 'مرحبًا %{name}،',
    'mail.role.admin': 'مسؤول',
    'mail.role.franchise': 'صاحب امتياز',
    'mail.role.pharmacy': 'صيدلية',
    'mail.reset.subject': '%{portal} — إعادة تعيين كلمة المرور',
    'mail.reset.title': 'إعادة تعيين كلمة المرور',
    'mail.reset.intro':
      'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك على %{portal}. انقر على الزر أدناه لاختيار كلمة مرور جديدة.',
    'mail.reset.action': 'اختيار كلمة مرور جديدة',
    'mail.reset.validity':
      'لا يُستعمل هذا الرابط إلا مرة واحدة. |||| لا يُستعمل هذا الرابط إلا مرة واحدة وتنتهي صلاحيته بعد دقيقة واحدة. |||| لا يُستعمل هذا الرابط إلا مرة واحدة وتنتهي صلاحيته بعد دقيقتين. |||| لا يُستعمل هذا الرابط إلا مرة واحدة وتنتهي صلاحيته بعد %{smart_count} دقائق. |||| لا يُستعمل هذا الرابط إلا مرة واحدة وتنتهي صلاحيته بعد %{smart_count} دقيقة. |||| لا يُستعمل هذا الرابط إلا مرة واحدة وتنتهي صلاحيته بعد %{smart_count} دقيقة.',
    'mail.reset.ignore': 'إذا لم تكن صاحب هذا الطلب، فتجاهل هذه الرسالة: تبقى كلمة مرورك دون تغيير.',
    'mail.created.subject': '%{portal} — تم إنشاء حسابك',
    'mail.created.title': 'مرحبًا بك في البوابة',
    'mail.created.intro': 'تم إنشاء حساب %{role} لك على %{portal}. معرّف تسجيل الدخول هو بريدك الإلكتروني: %{email}.',
    'mail.created.start': 'للبدء، اختر كلمة مرورك (8 أحرف على الأقل) بواسطة الزر أدناه.',
    'mail.created.action': 'اختيار كلمة المرور',
    'mail.created.validity':
      'لا يُستعمل هذا الرابط إلا مرة واحدة. |||| لا يُستعمل هذا الرابط إلا مرة واحدة وتنتهي صلاحيته بعد يوم واحد. بعد ذلك، استعمل «نسيت كلمة المرور» في صفحة تسجيل الدخول. |||| لا يُستعمل هذا الرابط إلا مرة واحدة وتنتهي صلاحيته بعد يومين. بعد ذلك، استعمل «نسيت كلمة المرور» في صفحة تسجيل الدخول. |||| لا يُستعمل هذا الرابط إلا مرة واحدة وتنتهي صلاحيته بعد %{smart_count} أيام. بعد ذلك، استعمل «نسيت كلمة المرور» في صفحة تسجيل الدخول. |||| لا يُستعمل هذا الرابط إلا مرة واحدة وتنتهي صلاحيته بعد %{smart_count} يومًا. بعد ذلك، استعمل «نسيت كلمة المرور» في صفحة تسجيل الدخول. |||| لا يُستعمل هذا الرابط إلا مرة واحدة وتنتهي صلاحيته بعد %{smart_count} يوم. بعد ذلك، استعمل «نسيت كلمة المرور» في صفحة تسجيل الدخول.',
    'mail.invoice.filename': 'facture_%{order}.pdf',
    'mail.invoice.subject': '%{portal} — فاتورة الطلبية %{order}',
    'mail.invoice.title': 'فاتورة الطلبية %{order}',
    'mail.invoice.attached': 'تجدون مرفقًا فاتورة طلبيتكم %{order} بصيغة PDF.',
    'mail.invoice.attachedNumbered': 'تجدون مرفقًا الفاتورة %{invoice} لطلبيتكم %{order} بصيغة PDF.',
    'mail.invoice.thanks': 'شكرًا على ثقتكم.',
    'mail.invoice.signature': 'فريق %{portal}',
    'mail.lowStock.subject':
      '%{portal} — مخزون منخفض: لا منتج تحت %{threshold} وحدة |||| %{portal} — مخزون منخفض: منتج واحد تحت %{threshold} وحدة |||| %{portal} — مخزون منخفض: منتجان تحت %{threshold} وحدة |||| %{portal} — مخزون منخفض: %{smart_count} منتجات تحت %{threshold} وحدة |||| %{portal} — مخزون منخفض: %{smart_count} منتجًا تحت %{threshold} وحدة |||| %{portal} — مخزون منخفض: %{smart_count} منتج تحت %{threshold} وحدة',
    'mail.lowStock.title': 'منتجات مخزونها منخفض',
    'mail.lowStock.intro':
      'لا يوجد منتج مخزونه أقل من %{threshold} وحدة. |||| منتج واحد مخزونه أقل من %{threshold} وحدة: |||| منتجان مخزونهما أقل من %{threshold} وحدة: |||| %{smart_count} منتجات مخزونها أقل من %{threshold} وحدة: |||| %{smart_count} منتجًا مخزونها أقل من %{threshold} وحدة: |||| %{smart_count} منتج مخزونها أقل من %{threshold} وحدة:',
    'mail.lowStock.line': '%{ref} — %{name}: %{quantity} في المخزون',
    'mail.lowStock.action': 'عرض المنتجات ذات المخزون المنخفض',
    'mail.lowStock.note': 'تُرسل هذه الرسالة مرة في اليوم ما دامت هناك منتجات تحت الحد الأدنى.',
    'mail.rejected.subject': '%{portal} — تم رفض طلبيتكم %{order}',
    'mail.rejected.title': 'رفض الطلبية %{order}',
    'mail.rejected.intro':
      'رفضت مصلحتنا التجارية بتاريخ %{rejectedOn} طلبيتكم %{order} المؤرخة في %{date}، والمستحقة الدفع عند التسليم (%{amount}).',
    'mail.rejected.reason': 'السبب: %{reason}',
    'mail.rejected.nothingDue': 'لن يتم تسليمها وليس عليكم دفع أي مبلغ. يمكنكم تقديم طلبية جديدة في أي وقت.',
    'mail.confirmed.subject.offline': '%{portal} — تم استلام الطلبية %{order}',
    'mail.confirmed.subject.card': '%{portal} — تم دفع الطلبية %{order}',
    'mail.confirmed.title': 'الطلبية %{order}',
    'mail.confirmed.intro.offline':
      'استلمنا طلبيتكم %{order} المؤرخة في %{date}، والمستحقة الدفع عند التسليم: %{total}.',
    'mail.confirmed.intro.card': 'استلمنا طلبيتكم %{order} المؤرخة في %{date}، والمدفوعة بالبطاقة: %{total}.',
    'mail.confirmed.col.product': 'المنتج',
    'mail.confirmed.col.quantity': 'الكمية',
    'mail.confirmed.col.unitPrice': 'سعر الوحدة دون رسوم',
    'mail.confirmed.col.total': 'المجموع دون رسوم',
    'mail.confirmed.line': '%{ref} — %{name}: %{quantity} × %{unitPrice} = %{total}',
    'mail.confirmed.subtotal': 'المجموع دون رسوم',
    'mail.confirmed.tax': 'الرسم على القيمة المضافة (%{rate} %)',
    'mail.confirmed.stampDuty': 'حق الطابع',
    'mail.confirmed.total': 'المجموع بكل الرسوم',
    'mail.confirmed.totalLine': '%{label}: %{amount}',
    'mail.confirmed.address': 'التسليم إلى: %{address}',
    'mail.confirmed.next.offline':
      'ما الخطوة التالية؟ تتحقق مصلحتنا التجارية من طلبيتكم (ستصلكم رسالة إن تعذّر ذلك)، ثم تُحضَّر وتُسلَّم. تدفعون عند التسليم.',
    'mail.confirmed.next.card':
      'ما الخطوة التالية؟ تم تأكيد دفعكم: تُحضَّر الطلبية وتُسلَّم. يمكن تنزيل فاتورتها من «طلبياتي».',
    'mail.confirmed.action': 'عرض طلبياتي',
  },
} as const;
