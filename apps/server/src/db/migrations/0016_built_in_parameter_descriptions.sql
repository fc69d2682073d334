-- A built-in parameter's description is answered in the reader's language from the shared
-- definitions while its stored description is empty; the Chinese defaults stored before are
-- emptied, and a description staff wrote stays theirs.
UPDATE "parameters" SET "description" = ''
WHERE "built_in" AND ("key", "description") IN (
	('site.name', '网站名称（简体，繁体由此转换），显示在页脚'),
	('site.nameEn', 'Site name in English, shown in the footer'),
	('site.contactPhone', '客服电话，显示在页脚'),
	('upload.avatarMaxBytes', '头像上传的大小上限（字节）'),
	('content.sensitiveWords', '敏感词：评论中出现时以 * 遮盖'),
	('points.welcomeGrant', '新会员的欢迎积分（首次查看或使用积分时发放）')
);
